// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CartLine } from '~/contracts/cart';
import { syncCardSteppers } from './card-stepper';

// spec §4 cart item: a card shows a stepper when its item is in the cart, else the add button;
// §9 quantities below 10 with a leading zero.

function cartLine(itemId: number, quantity: number): CartLine {
	return {
		id: itemId * 10,
		item_id: itemId,
		item_type: 'App\\Models\\Item',
		quantity,
	} as CartLine;
}

function card(itemId: number): string {
	return `<article><h3 id="t${itemId}">Kaya toast ${itemId}</h3><div class="card-actions">
		<button type="button" data-card-action="add" data-item-id="${itemId}" aria-describedby="t${itemId}">+</button>
	</div></article>`;
}

const add = (itemId: number) =>
	document.querySelector<HTMLButtonElement>(`[data-card-action="add"][data-item-id="${itemId}"]`);
const stepper = (itemId: number) =>
	document.querySelector<HTMLElement>(`[data-card-stepper="${itemId}"]`);

/** The page's stepper template, as CardStepperTemplate.astro renders it (static markup). */
const template = /<template[\s\S]*<\/template>/.exec(
	readFileSync('src/features/cart/CardStepperTemplate.astro', 'utf8'),
)?.[0];

describe('syncCardSteppers', () => {
	beforeEach(() => {
		document.body.innerHTML = (template ?? '') + card(5) + card(6);
	});

	test('swaps the add button of an item in the cart for a stepper', () => {
		syncCardSteppers([cartLine(5, 2)]);
		expect(add(5)?.hidden).toBe(true);
		expect(stepper(5)?.getAttribute('aria-label')).toBe('Quantity of Kaya toast 5');
		expect(stepper(5)?.querySelector('.card-qty')?.textContent).toBe('02');
		expect(
			[...(stepper(5)?.querySelectorAll('button') ?? [])].map((b) => [
				b.dataset.cardAction,
				b.getAttribute('aria-label'),
			]),
		).toEqual([
			['decrement', 'Decrease quantity'],
			['increment', 'Increase quantity'],
		]);
		expect(add(6)?.hidden).toBe(false);
		expect(stepper(6)).toBeNull();
	});

	test('turns the minus into a remove button at quantity 1', () => {
		syncCardSteppers([cartLine(5, 2)]);
		syncCardSteppers([cartLine(5, 1)]);
		const minus = stepper(5)?.querySelector('[data-card-action="decrement"]');
		expect(minus?.getAttribute('aria-label')).toBe('Remove from cart');
		expect(stepper(5)?.querySelector('.card-qty')?.textContent).toBe('01');
		expect(document.querySelectorAll('[data-card-stepper]')).toHaveLength(1);
	});

	test('brings the add button back, with the focus, once the line is gone', () => {
		syncCardSteppers([cartLine(5, 1)]);
		stepper(5)?.querySelector<HTMLButtonElement>('[data-card-action="decrement"]')?.focus();
		syncCardSteppers([]);
		expect(stepper(5)).toBeNull();
		expect(add(5)?.hidden).toBe(false);
		expect(document.activeElement).toBe(add(5));
	});

	test('moves the focus from the add button to the stepper', () => {
		add(5)?.focus();
		syncCardSteppers([cartLine(5, 1)]);
		expect(document.activeElement?.getAttribute('data-card-action')).toBe('increment');
	});
});
