// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { $wishlist } from './wishlist';
import { markHearts, setWishlisted } from './wishlist-hearts';

// spec §4 wishlist: 'empty heart becomes filled', on every card of the item or store.

function heart(attributes: Record<string, string>): HTMLButtonElement {
	const button = document.createElement('button');
	button.dataset.cardAction = 'wishlist';
	button.setAttribute('aria-pressed', 'false');
	for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
	return button;
}

const pressed = () =>
	[...document.querySelectorAll('[data-card-action="wishlist"]')].map((b) =>
		b.getAttribute('aria-pressed'),
	);

beforeEach(() => {
	document.body.replaceChildren(
		heart({ 'data-item-id': '5', 'data-item-store-id': '3' }),
		heart({ 'data-item-id': '5' }),
		heart({ 'data-item-id': '6' }),
		heart({ 'data-store-id': '3' }),
	);
	$wishlist.set(null);
});

describe('hearts', () => {
	test('setWishlisted presses every heart of the item, and only those', () => {
		setWishlisted({ itemId: 5 }, true);
		expect(pressed()).toEqual(['true', 'true', 'false', 'false']);
	});

	test('a store heart is not an item heart of that store', () => {
		setWishlisted({ storeId: 3 }, true);
		expect(pressed()).toEqual(['false', 'false', 'false', 'true']);
	});

	test('markHearts follows the list: entries pressed, the rest released', () => {
		document.querySelectorAll('button')[2]?.setAttribute('aria-pressed', 'true');
		$wishlist.set({
			item: [{ id: 5 } as never],
			store: [{ id: 3 } as never],
		});
		markHearts();
		expect(pressed()).toEqual(['true', 'true', 'false', 'true']);
	});
});
