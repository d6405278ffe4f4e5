import type { Locale } from '~/config/locales';
import { localizedPath } from '~/lib/preferences';
import { outboxActive, outboxFor } from '~/server/auth/code-sender';
import { accountAddress } from '~/server/auth/recovery.service';
import type { PageInput } from '~/server/http/page-context';

/**
 * /demo-outbox?to=: the demo's stand-in for email and SMS (recovery codes), only while no SMTP
 * server is configured; otherwise there is no such page.
 */
export async function loadDemoOutboxPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	if (!outboxActive()) return page.rewrite(localizedPath('/404', locale));
	const raw = (page.url.searchParams.get('to') ?? '').trim().slice(0, 255);
	const to = raw
		? accountAddress(raw.includes('@') ? { email: raw } : { phone: raw.replace(/[\s\-().]/g, '') })
				.value
		: '';
	const [site, timeZone, messages] = await Promise.all([
		ctx.site(),
		ctx.timeZone(),
		to ? ctx.db().then((db) => outboxFor(db, to)) : Promise.resolve([]),
	]);
	return { raw, to, site, timeZone, messages };
}

/** The reset-password page links to the outbox while the demo has one. */
export function demoOutboxHref(to: string, locale: Locale): string | null {
	return outboxActive()
		? `${localizedPath('/demo-outbox', locale)}?to=${encodeURIComponent(to)}`
		: null;
}
