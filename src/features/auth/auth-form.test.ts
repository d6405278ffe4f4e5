// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { $toasts } from '~/state/toast.state';
import { clearErrors, showServerError } from './auth-form';

// spec §8 refused requests: each message beside its field when the server names one, all of them
// above the button (one line each, cloned from the form's server-rendered line), and as toasts.
document.body.innerHTML = `<form>
	<input name="phone" />
	<p data-error-for="phone" hidden></p>
	<div class="form-alert" role="alert" tabindex="-1" data-form-alert hidden></div>
	<template data-form-alert-line><p class="line"></p></template>
	<button type="submit">Sign Up</button>
</form>`;
const form = document.querySelector('form') as HTMLFormElement;
const alert = form.querySelector('[data-form-alert]') as HTMLElement;

describe('showServerError', () => {
	test('lists every message above the button, one line each, and marks the named field', () => {
		showServerError(form, {
			body: {
				errors: [
					{ code: 'phone', message: 'The phone has already been taken.' },
					{ code: 'email', message: 'The email has already been taken.' },
				],
			},
		});
		expect(alert.hidden).toBe(false);
		expect([...alert.children].map((line) => [line.className, line.textContent])).toEqual([
			['line', 'The phone has already been taken.'],
			['line', 'The email has already been taken.'],
		]);
		expect(form.querySelector('[data-error-for="phone"]')?.textContent).toBe(
			'The phone has already been taken.',
		);
		expect(document.activeElement).toBe(form.elements.namedItem('phone'));
		expect($toasts.get().map((t) => t.message)).toContain('The email has already been taken.');

		clearErrors(form);
		expect(alert.hidden).toBe(true);
		expect(alert.children).toHaveLength(0);
		expect(form.querySelector('template')).not.toBeNull();
	});
});
