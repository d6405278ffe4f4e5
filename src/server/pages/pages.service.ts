import type { Locale } from '~/config/locales';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import type { PageBlock, PageSeed } from '../db/seed/data/pages/types';

export const PAGE_SLUGS = [
	'about-us',
	'terms-and-conditions',
	'privacy-policy',
	'refund-policy',
	'cancellation-policy',
	'shipping-policy',
	'help-and-support',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Pages shown only while their config flag is not 0 (spec §2 routes). */
const PAGE_FLAGS: Partial<Record<PageSlug, string>> = {
	'refund-policy': 'refund_policy',
	'cancellation-policy': 'cancelation_policy',
	'shipping-policy': 'shipping_policy',
};

export function isPageSlug(value: string): value is PageSlug {
	return (PAGE_SLUGS as readonly string[]).includes(value);
}

export type LocalBlock =
	| { kind: 'heading'; text: string }
	| { kind: 'paragraph'; text: string }
	| { kind: 'list'; items: string[] };

export interface BusinessPage {
	slug: PageSlug;
	title: string;
	summary: string;
	updated: string;
	blocks: LocalBlock[];
}

function localize(block: PageBlock, locale: Locale): LocalBlock {
	return block.kind === 'list'
		? { kind: 'list', items: block.items.map((i) => i[locale]) }
		: { kind: block.kind, text: block.text[locale] };
}

/** Which business pages exist now: every page but the policies their flag switches off. */
export async function enabledPages(db: Database): Promise<PageSlug[]> {
	const settings = await getSettings(db);
	return PAGE_SLUGS.filter((slug) => {
		const flag = PAGE_FLAGS[slug];
		return !flag || Number(settings[flag] ?? 0) !== 0;
	});
}

/** A business page in a language; null when unknown or switched off by its config flag. */
export async function getBusinessPage(
	db: Database,
	slug: string,
	locale: Locale,
): Promise<BusinessPage | null> {
	if (!isPageSlug(slug) || !(await enabledPages(db)).includes(slug)) return null;
	const seed = (await getSettings(db))[`page:${slug}`] as PageSeed | undefined;
	if (!seed) return null;
	return {
		slug,
		title: seed.title[locale],
		summary: seed.summary[locale],
		updated: seed.updated,
		blocks: seed.blocks.map((b) => localize(b, locale)),
	};
}

const escapeHtml = (text: string) =>
	text.replace(
		/[&<>"']/g,
		(c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
	);

/** The page as the HTML string 6amMart clients render (`value`), built from escaped text. */
export function pageHtml(page: BusinessPage): string {
	return page.blocks
		.map((b) =>
			b.kind === 'list'
				? `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
				: b.kind === 'heading'
					? `<h2>${escapeHtml(b.text)}</h2>`
					: `<p>${escapeHtml(b.text)}</p>`,
		)
		.join('');
}
