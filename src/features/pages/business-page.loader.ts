import { localizedPath } from '~/lib/preferences';
import type { PageInput } from '~/server/http/page-context';
import { getBusinessPage } from '~/server/pages/pages.service';

export type { BusinessPage } from '~/server/pages/pages.service';

/**
 * The business pages of the route table: about, terms, privacy, refund, cancellation, shipping,
 * help. A policy whose config flag is 0 does not exist (spec §2).
 */
export async function loadBusinessPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const found = await getBusinessPage(await ctx.db(), page.params.page ?? '', locale);
	// Rewrites run the middleware again: keep the language prefix so the 404 speaks it too.
	return found ?? page.rewrite(localizedPath('/404', locale));
}
