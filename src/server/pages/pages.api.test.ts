import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getJson, setupApi } from '~/testing/api';
import { forgetMemos } from '../db/memo';
import { businessSettings } from '../db/schema';

const api = setupApi({ cacheTtlMs: 0 });

describe('business pages', () => {
	test.each([
		'/about-us',
		'/terms-and-conditions',
		'/privacy-policy',
		'/refund-policy',
		'/cancelation',
		'/help-and-support',
	])('%s answers its title, summary, blocks and the HTML value', async (path) => {
		const page = await getJson(api, path);
		expect(page.title.length).toBeGreaterThan(3);
		expect(page.blocks.length).toBeGreaterThanOrEqual(6);
		expect(page.value).toMatch(/^<(p|h2|ul)>/);
		expect(page.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});

	test('speaks Indonesian for X-localization: id', async () => {
		const en = await getJson(api, '/privacy-policy');
		const id = await getJson(api, '/privacy-policy', { 'X-localization': 'id' });
		expect(id.title).not.toBe(en.title);
		expect(id.blocks).toHaveLength(en.blocks.length);
	});

	test('a policy whose config flag is 0 does not exist, and comes back when it is switched on', async () => {
		const res = await api.request('/shipping-policy');
		expect(res.status).toBe(404);
		expect(await res.json()).toEqual({ errors: [{ code: 'page', message: 'Page not found' }] });
		const { db } = api.handle();
		await db
			.update(businessSettings)
			.set({ value: 1 })
			.where(eq(businessSettings.key, 'shipping_policy'));
		forgetMemos(db); // settings are memoised for 30 s; this is the read after that
		expect((await getJson(api, '/shipping-policy')).title.length).toBeGreaterThan(3);
		await db
			.update(businessSettings)
			.set({ value: 0 })
			.where(eq(businessSettings.key, 'shipping_policy'));
		forgetMemos(db);
	});

	test('escapes text into the HTML value', async () => {
		const { pageHtml } = await import('./pages.service');
		const html = pageHtml({
			slug: 'about-us',
			title: 't',
			summary: 's',
			updated: '2026-11-01',
			blocks: [
				{ kind: 'paragraph', text: '<script>alert(1)</script> & "quotes"' },
				{ kind: 'list', items: ['a<b'] },
			],
		});
		expect(html).toBe(
			'<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p><ul><li>a&lt;b</li></ul>',
		);
	});
});
