import { localizedPath } from '~/lib/preferences';
import type { PageInput } from '~/server/http/page-context';
import { refundWindowDays } from '~/server/orders/refunds/refunds.service';
import { isOn } from '~/server/config/settings-switch';
import { parseOrderId } from '../tracking/track-form-rules';

/**
 * /order-details/{id}: the order id, and the refund window (contract §8.4: asked within this many
 * days of delivery; null when refunds are off). The order itself is read by the page's script,
 * since only the browser knows the token or the guest.
 */
export async function loadOrderDetailsPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const orderId = parseOrderId(page.params.id ?? '');
	if (orderId === null) return page.rewrite(localizedPath('/404', locale));
	const [site, timeZone, settings] = await Promise.all([
		ctx.site(),
		ctx.timeZone(),
		ctx.settings(),
	]);
	const refundWindow = isOn(settings.refund_active_status) ? refundWindowDays(settings) : null;
	return { orderId, site, timeZone, refundWindow };
}
