import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '../db/client';
import { categoryDetails } from './category-details.service';

let handle: DatabaseHandle;
beforeAll(async () => {
	handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

const baseUrl = 'https://shop.example';
const scope = (locale: 'en' | 'id') => ({ db: handle.db, locale, baseUrl, zoneIds: null });

describe('categoryDetails', () => {
	test('finds a top category by slug or id, with its sub-categories', async () => {
		const bySlug = await categoryDetails(scope('en'), 'grocery-drinks');
		expect(bySlug).toMatchObject({ name: 'Drinks', module_id: 2, parent: null });
		expect(bySlug?.childes.map((c) => c.name)).toContain('Coffee & Tea');
		const byId = await categoryDetails(scope('en'), String(bySlug?.id));
		expect(byId?.slug).toBe('grocery-drinks');
	});

	test('names a sub-category’s parent, in the page’s language', async () => {
		const drinks = await categoryDetails(scope('en'), 'grocery-drinks');
		const child = drinks?.childes[0];
		const details = await categoryDetails(scope('id'), child?.slug ?? '');
		expect(details?.parent).toMatchObject({ id: drinks?.id, name: 'Minuman' });
		expect(details?.childes).toEqual([]);
	});

	test('answers null for an unknown key', async () => {
		expect(await categoryDetails(scope('en'), 'no-such-category')).toBeNull();
	});
});
