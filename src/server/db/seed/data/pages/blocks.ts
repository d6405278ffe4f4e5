import type { Localized, PageBlock } from './types';

/** Small builders so the page files read like the pages themselves: English first, then Indonesian. */
export const L = (en: string, id: string): Localized => ({ en, id });

export const heading = (en: string, id: string): PageBlock => ({
	kind: 'heading',
	text: { en, id },
});

export const paragraph = (en: string, id: string): PageBlock => ({
	kind: 'paragraph',
	text: { en, id },
});

export const list = (...items: [en: string, id: string][]): PageBlock => ({
	kind: 'list',
	items: items.map(([en, id]) => ({ en, id })),
});
