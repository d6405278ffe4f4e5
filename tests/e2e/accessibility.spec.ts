import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// quality anchors D: WCAG 2.2 AA on every page a shopper can reach today, in both themes.

const PAGES = [
	'/',
	'/id',
	'/about-us',
	'/privacy-policy',
	'/id/help-and-support',
	'/product/1',
	'/id/product/300',
	'/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
	test(`pages meet WCAG 2.2 AA in the ${theme} theme`, async ({ page, context }) => {
		// Eight pages, each checked by axe; the first run of the suite also meets a cold server.
		test.setTimeout(90_000);
		await context.addCookies([
			{ name: 'theme', value: theme, url: test.info().project.use.baseURL ?? '' },
		]);
		for (const path of PAGES) {
			await page.goto(path);
			await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
			const results = await new AxeBuilder({ page })
				.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
				.analyze();
			const violations = results.violations.map(
				(v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
			);
			expect(violations, `${path} (${theme})`).toEqual([]);
		}
	});
}
