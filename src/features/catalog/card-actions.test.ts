// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { $cart, type CartLine } from '~/features/cart/cart';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $overlay } from '~/state/overlay.state';
import { $quickView, registerProductDialog } from '~/state/product-dialog.state';
import { $token } from '~/state/session.state';
import { $toasts } from '~/state/toast.state';
import {
	type CardActionData,
	cardOutcome,
	installCardActions,
	readCardAction,
} from './card-actions';

const item: CardActionData = {
	action: 'add',
	itemId: 5,
	storeId: null,
	slug: 'kaya-toast',
	moduleType: 'grocery',
	hasVariations: false,
	href: '/product/kaya-toast',
};
const everything = { signedIn: true, located: true, dialog: true };

// spec §2 hover actions, §4 add button and card stepper, §5 wishlist and location rules
describe('cardOutcome', () => {
	test.each([
		[{ action: 'quick-view' }, everything, { kind: 'quick-view', id: 5, slug: 'kaya-toast' }],
		[
			{ action: 'quick-view' },
			{ ...everything, dialog: false },
			{ kind: 'navigate', href: '/product/kaya-toast' },
		],
		[{ action: 'wishlist' }, { ...everything, signedIn: false }, { kind: 'login-required' }],
		[{ action: 'wishlist' }, everything, { kind: 'wishlist', detail: { itemId: 5 } }],
		[
			{ action: 'wishlist', itemId: null, storeId: 9 },
			everything,
			{ kind: 'wishlist', detail: { storeId: 9 } },
		],
		[{ action: 'add' }, { ...everything, located: false }, { kind: 'location-alert' }],
		[{ action: 'add' }, everything, { kind: 'add', id: 5, moduleType: 'grocery' }],
		[
			{ action: 'add' },
			{ ...everything, dialog: false, signedIn: false },
			{ kind: 'add', id: 5, moduleType: 'grocery' },
		],
		[
			{ action: 'add', hasVariations: true },
			everything,
			{ kind: 'quick-view', id: 5, slug: 'kaya-toast' },
		],
		[
			{ action: 'add', hasVariations: true },
			{ ...everything, dialog: false },
			{ kind: 'navigate', href: '/product/kaya-toast' },
		],
		[{ action: 'add', itemId: null }, everything, { kind: 'none' }],
		[
			{ action: 'add', moduleType: 'ecommerce', hasVariations: true },
			everything,
			{ kind: 'navigate', href: '/product/kaya-toast' },
		],
		[
			{ action: 'add', moduleType: 'ecommerce', hasVariations: false },
			everything,
			{ kind: 'add', id: 5, moduleType: 'ecommerce' },
		],
		[
			{ action: 'add', moduleType: 'food', hasVariations: true },
			everything,
			{ kind: 'quick-view', id: 5, slug: 'kaya-toast' },
		],
		[
			{ action: 'add', moduleType: 'food', hasVariations: false },
			everything,
			{ kind: 'add', id: 5, moduleType: 'food' },
		],
		[{ action: 'increment' }, everything, { kind: 'step', id: 5, delta: 1 }],
		[{ action: 'decrement' }, everything, { kind: 'step', id: 5, delta: -1 }],
		[{ action: 'decrement', itemId: null }, everything, { kind: 'none' }],
	] as const)('%j with %j → %j', (change, context, outcome) => {
		expect(cardOutcome({ ...item, ...change }, context)).toEqual(outcome);
	});
});

function button(attributes: Record<string, string>): HTMLButtonElement {
	const element = document.createElement('button');
	for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
	return element;
}

describe('readCardAction', () => {
	test('reads the data attributes of an action button', () => {
		const read = readCardAction(
			button({
				'data-card-action': 'add',
				'data-item-id': '5',
				'data-item-slug': 'kaya-toast',
				'data-module-type': 'grocery',
				'data-has-variations': 'false',
				'data-href': '/id/product/kaya-toast',
			}),
		);
		expect(read).toEqual({ ...item, href: '/id/product/kaya-toast' });
	});

	test("reads what a card's buttons share from their group", () => {
		const group = document.createElement('div');
		group.className = 'card-actions';
		for (const [name, value] of Object.entries({
			'data-item-slug': 'kaya-toast',
			'data-module-type': 'grocery',
			'data-has-variations': 'false',
			'data-href': '/id/product/kaya-toast',
		}))
			group.setAttribute(name, value);
		const add = button({ 'data-card-action': 'add', 'data-item-id': '5' });
		group.append(add);
		expect(readCardAction(add)).toEqual({ ...item, href: '/id/product/kaya-toast' });
	});

	test('ignores unknown actions and malformed ids', () => {
		expect(readCardAction(button({ 'data-card-action': 'buy' }))).toBeNull();
		expect(
			readCardAction(button({ 'data-card-action': 'wishlist', 'data-store-id': '9x' }))?.storeId,
		).toBeNull();
	});
});

describe('installCardActions', () => {
	beforeAll(() => installCardActions());
	beforeEach(() => {
		document.body.innerHTML = '';
		$token.set('');
		$toasts.set([]);
		$zoneId.set('');
		$currentLatLng.set(null);
		$quickView.set(null);
		$overlay.set(null);
	});

	test('tells a guest who taps the heart that they are not logged in', () => {
		const heart = button({ 'data-card-action': 'wishlist', 'data-item-id': '5' });
		document.body.append(heart);
		heart.click();
		expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([
			['You are not logged in', 'error'],
		]);
	});

	test('asks the wishlist feature to toggle for a signed-in customer', () => {
		$token.set('secret');
		const heart = button({ 'data-card-action': 'wishlist', 'data-store-id': '9' });
		document.body.append(heart);
		const listener = vi.fn();
		document.addEventListener('wishlist:toggle', listener);
		heart.click();
		document.removeEventListener('wishlist:toggle', listener);
		expect(listener.mock.calls[0]?.[0].detail).toEqual({ storeId: 9 });
	});

	test('opens the choice dialog for an item with variations when a location is set', () => {
		const unregister = registerProductDialog();
		$zoneId.set('[1]');
		$currentLatLng.set({ lat: 1.3, lng: 103.8 });
		const add = button({
			'data-card-action': 'add',
			'data-item-id': '5',
			'data-item-slug': 'kaya-toast',
			'data-module-type': 'food',
			'data-has-variations': 'true',
		});
		document.body.append(add);
		add.click();
		expect($quickView.get()).toEqual({ id: 5, slug: 'kaya-toast' });
		expect($overlay.get()).toBe('product');
		unregister();
	});

	// spec §5 cart limits on the card's stepper
	test.each([
		[{ stock: 2, maximum_cart_quantity: null }, 'Out of Stock'],
		[{ stock: 50, maximum_cart_quantity: 2 }, 'Out of Limits'],
	])("refuses one more unit of a line at its limit (%j) with '%s'", (limits, message) => {
		$cart.set([
			{
				id: 1,
				item_id: 5,
				item_type: 'App\\Models\\Item',
				quantity: 2,
				variation: [],
				total_price: 4,
				item: { store_id: 1, module_type: 'grocery', variations: [], ...limits },
			} as unknown as CartLine,
		]);
		const plus = button({ 'data-card-action': 'increment', 'data-item-id': '5' });
		document.body.append(plus);
		plus.click();
		expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([[message, 'error']]);
		$cart.set([]);
	});

	test('marks the frame of a failed image so the placeholder shows (spec §8)', () => {
		document.body.innerHTML = '<span data-card-image><img alt="Kaya toast"></span>';
		const image = document.querySelector('img');
		image?.dispatchEvent(new Event('error'));
		expect(document.querySelector('[data-card-image]')?.hasAttribute('data-broken')).toBe(true);
	});
});
