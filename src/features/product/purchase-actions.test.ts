// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $token } from '~/state/session.state';
import type { Purchase } from './product-draft';
import type { ProductItem } from './product-item';
import { buyNow } from './purchase-actions';

const campaignItem = {
	id: 7,
	store_id: 1,
	module_id: 1,
	available_date_starts: '2025-01-01',
} as ProductItem;
const chosen = {
	payload: { variation: [], add_on_ids: [], add_on_qtys: [], quantity: 1 },
} as unknown as Purchase;

describe('buyNow', () => {
	afterEach(() => vi.unstubAllGlobals());

	// spec §5: Order Now requires a token; the shopper comes back to the item after signing in.
	test('Order Now without a token goes to sign-in and back', async () => {
		$zoneId.set('[1]');
		$currentLatLng.set({ lat: 1.3, lng: 103.8 });
		$token.set('');
		const assign = vi.fn();
		vi.stubGlobal('location', {
			pathname: '/product/kaya-toast',
			search: '?product_type=campaign',
			assign,
		});
		expect(await buyNow(campaignItem, chosen)).toEqual({
			done: false,
			message: null,
			kind: 'error',
		});
		expect(assign).toHaveBeenCalledWith(
			`/auth/sign-in?from=${encodeURIComponent('/product/kaya-toast?product_type=campaign')}`,
		);
	});
});
