import { expect, test } from '@playwright/test';
import { GROCERY, ORCHARD, returningShopper } from './support/shopper';

// WCAG 2.2 1.4.10 Reflow (quality anchors D): on a phone no page scrolls sideways; long rows
// (category chips, tabs, carousels) scroll inside themselves.

const PAGES = [
	'/',
	'/home',
	'/home?module_id=1',
	'/home?module_id=3',
	'/home?module_id=4',
	'/categories',
	'/category/grocery-drinks',
	'/store/ah-seng-chicken-rice',
	'/store/bedok-24h-health-hub',
	'/store/latest?module_id=2',
	'/store/popular',
	'/all-brands?module_id=4',
	'/campaigns/food-hawker-heroes',
	'/flash-sales',
	'/track-order',
	'/about-us',
	'/auth/sign-in',
];

test('a shopper on a phone never has to scroll a page sideways', async ({
	page,
	context,
	baseURL,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'mobile', 'reflow is about narrow screens');
	test.setTimeout(90_000);
	await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
	const wider: string[] = [];
	for (const path of PAGES) {
		await page.goto(path);
		const [scroll, client] = await page.evaluate(() => [
			document.documentElement.scrollWidth,
			document.documentElement.clientWidth,
		]);
		if (scroll > client) wider.push(`${path}: ${scroll} px wide on a ${client} px screen`);
	}
	expect(wider).toEqual([]);
});
