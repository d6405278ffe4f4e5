import { localizedPath } from '~/lib/preferences';
import type { PageInput } from '~/server/http/page-context';
import { trackAsGuestPage } from '~/server/orders/views/guest-track-page';
import { readTrackPageInput } from './track-page-input';

/**
 * /track-order and /track-order/{id} (spec §2): the form's values (the id from the path or the
 * query), and for a guest's order id + phone (contract §8.3) the order, for browsers without
 * JavaScript.
 */
export async function loadTrackOrderPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const pathId = page.params.id;
	if (pathId?.includes('/')) return page.rewrite(localizedPath('/404', locale));
	const input = readTrackPageInput(page.url, pathId);
	let connection: string | undefined;
	try {
		connection = page.clientAddress;
	} catch {
		// No address known (prerendering): the lookups share one bucket.
	}
	const caller = {
		connection,
		forwarded: page.request.headers.get('x-forwarded-for'),
		now: ctx.now,
	};
	const [site, timeZone, found] = await Promise.all([
		ctx.site(),
		ctx.timeZone(),
		input.lookup
			? trackAsGuestPage(await ctx.db(), input.lookup, { locale, baseUrl: ctx.baseUrl }, caller)
			: null,
	]);
	return {
		input,
		site,
		timeZone,
		result: input.lookup ? (found ?? ('missing' as const)) : null,
	};
}
