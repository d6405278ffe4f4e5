// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts, dismissToast, showPendingToast, toast, toastAfterReload } from './toast.state';

beforeEach(() => {
	$toasts.set([]);
	sessionStorage.clear();
});

describe('toasts', () => {
	test('show, replace an identical message, and leave after their time', () => {
		vi.useFakeTimers();
		toast('Item added to cart', 'success');
		toast('Item added to cart', 'success');
		expect($toasts.get()).toHaveLength(1);
		vi.advanceTimersByTime(4000);
		expect($toasts.get()).toEqual([]);
		vi.useRealTimers();
	});

	// issue 14 item 12: a confirmation leaves quickly; an error stays long enough to read
	test('a confirmation leaves within 3 s, an error stays longer', () => {
		vi.useFakeTimers();
		toast('A module has been selected.', 'success');
		toast('Out of Stock', 'error');
		vi.advanceTimersByTime(3000);
		expect($toasts.get().map((t) => t.message)).toEqual(['Out of Stock']);
		vi.advanceTimersByTime(3000);
		expect($toasts.get()).toEqual([]);
		vi.useRealTimers();
	});

	test('can be dismissed', () => {
		const id = toast('Removed from cart.', 'info', 0);
		dismissToast(id);
		expect($toasts.get()).toEqual([]);
	});

	test('a message left for after a reload shows once on the next page', () => {
		toastAfterReload('Language has been changed');
		showPendingToast();
		showPendingToast();
		expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([
			['Language has been changed', 'success'],
		]);
	});
});
