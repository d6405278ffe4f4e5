import type { PageInput } from '~/server/http/page-context';
import { checkoutSettings } from './checkout-settings';
import { checkoutPage } from './placement/order-payload';

/**
 * /checkout?page=cart|buy_now|campaign, or ?page=prescription&store_id= (spec §2, contract §8.2):
 * the business switches and the shop's time zone the island needs; the order itself lives in
 * the browser (token or guest id, cart on the server, buy-now in sessionStorage).
 */
export async function loadCheckoutPage(page: PageInput) {
	const { ctx } = page.locals;
	const [site, config, timeZone] = await Promise.all([ctx.site(), ctx.settings(), ctx.timeZone()]);
	const storeId = Number(page.url.searchParams.get('store_id'));
	const settings = checkoutSettings(config, {
		page: checkoutPage(page.url.searchParams.get('page')),
		storeId: Number.isSafeInteger(storeId) && storeId > 0 ? storeId : null,
		money: site.money,
		timeZone,
	});
	return { site, settings };
}
