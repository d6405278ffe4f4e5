import { describe, expect, test } from 'vitest';
import { PAGE_SEEDS } from './index';
import type { Localized, PageSeed } from './types';

const SLUGS = [
	'about-us',
	'terms-and-conditions',
	'privacy-policy',
	'refund-policy',
	'cancellation-policy',
	'shipping-policy',
	'help-and-support',
];
const LANGS = ['en', 'id'] as const;
const LATEST = '2026-11-21';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every translatable text of a page, labelled so a failure names the offending place. */
const textsOf = (page: PageSeed): [string, Localized][] => [
	[`${page.slug}.title`, page.title],
	[`${page.slug}.summary`, page.summary],
	...page.blocks.flatMap((block, i): [string, Localized][] =>
		block.kind === 'list'
			? block.items.map((item, j): [string, Localized] => [`${page.slug}.blocks[${i}][${j}]`, item])
			: [[`${page.slug}.blocks[${i}]`, block.text]],
	),
];

const allTexts = PAGE_SEEDS.flatMap(textsOf).flatMap(([where, text]) =>
	LANGS.map((lang): [string, string] => [`${where}.${lang}`, text[lang]]),
);

/** Markdown a renderer would act on: headings, emphasis, quotes, list bullets, links, code. */
const MARKDOWN = [/^\s*#/m, /\*\*/, /__/, /^\s*>/m, /^\s*[-*+]\s/m, /\]\(/, /`/];

const wordCount = (page: PageSeed): number =>
	textsOf(page)
		.map(([, text]) => text.en.split(/\s+/).filter(Boolean).length)
		.reduce((a, b) => a + b, 0);

describe('business pages', () => {
	test('the seven pages, in order', () => {
		expect(PAGE_SEEDS.map((p) => p.slug)).toEqual(SLUGS);
	});

	test('every text is filled in both languages', () => {
		for (const [where, text] of allTexts) {
			expect(text.trim(), where).not.toBe('');
			expect(text, where).toBe(text.trim());
		}
	});

	test('paragraphs are translated, not copied', () => {
		for (const page of PAGE_SEEDS) {
			for (const block of page.blocks) {
				if (block.kind === 'paragraph') expect(block.text.id).not.toBe(block.text.en);
			}
			expect(page.summary.id, page.slug).not.toBe(page.summary.en);
		}
	});

	test('texts are plain: no HTML and no markdown', () => {
		for (const [where, text] of allTexts) {
			expect(text, where).not.toMatch(/[<>]/);
			for (const pattern of MARKDOWN) expect(text, `${where} ${pattern}`).not.toMatch(pattern);
		}
	});

	test('every page opens with prose and has some substance', () => {
		for (const page of PAGE_SEEDS) {
			const first = page.blocks[0];
			expect(first?.kind, page.slug).toMatch(/^(paragraph|heading)$/);
			expect(page.blocks.length, page.slug).toBeGreaterThanOrEqual(6);
			for (const block of page.blocks) {
				if (block.kind === 'list') expect(block.items.length, page.slug).toBeGreaterThan(0);
			}
			const words = wordCount(page);
			expect(words, page.slug).toBeGreaterThanOrEqual(300);
			expect(words, page.slug).toBeLessThanOrEqual(700);
		}
	});

	test('summaries fit a meta description', () => {
		for (const page of PAGE_SEEDS) {
			for (const lang of LANGS) {
				expect(page.summary[lang].length, `${page.slug}.${lang}`).toBeLessThan(160);
			}
		}
	});

	test('updated is an ISO date, not in the future', () => {
		for (const page of PAGE_SEEDS) {
			expect(page.updated, page.slug).toMatch(ISO_DATE);
			const date = new Date(`${page.updated}T00:00:00Z`);
			expect(Number.isNaN(date.getTime()), page.slug).toBe(false);
			expect(date.toISOString().slice(0, 10), page.slug).toBe(page.updated);
			expect(page.updated <= LATEST, page.slug).toBe(true);
		}
	});
});
