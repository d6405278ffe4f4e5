import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '~/server/db/client';
import { type ApiApp, createApiApp } from '~/server/http/app';
import { applyMethodOverride } from '~/server/http/method-override';
import { createTestDb } from './test-db';

export const TEST_ORIGIN = 'http://shop.test';

export interface ApiHarness {
	/** Calls the API as a client would: a path under /api/v1 and optional request init. */
	request(path: string, init?: RequestInit): Promise<Response>;
	handle(): DatabaseHandle;
}

/** One API app on one fresh database per test file, closed when the file's tests end. */
/** Saturday 21 November 2026, 10:00 in Singapore: most demo stores are open, sales are running. */
export const TEST_NOW = new Date('2026-11-21T02:00:00Z');

export function setupApi(
	options: { corsOrigins?: string[]; now?: Date; cacheTtlMs?: number; cacheMaxBytes?: number } = {},
): ApiHarness {
	let handle: DatabaseHandle | undefined;
	let app: ApiApp | undefined;
	beforeAll(async () => {
		handle = await createTestDb();
		const { db, driver, bus } = handle;
		app = createApiApp({
			db: async () => db,
			driver: () => driver,
			corsOrigins: options.corsOrigins ?? [],
			clock: () => options.now ?? TEST_NOW,
			cacheTtlMs: options.cacheTtlMs ?? 10_000,
			...(options.cacheMaxBytes !== undefined ? { cacheMaxBytes: options.cacheMaxBytes } : {}),
			bus: async () => bus,
		});
	}, 180_000);
	afterAll(async () => {
		await handle?.close();
	});
	return {
		async request(path, init) {
			if (!app) throw new Error('The API harness is not ready');
			const request = new Request(`${TEST_ORIGIN}/api/v1${path}`, init);
			return app.fetch(await applyMethodOverride(request));
		},
		handle() {
			if (!handle) throw new Error('The API harness is not ready');
			return handle;
		},
	};
}

/** Seeded module ids, in seed order. */
export const MODULE_ID = { food: 1, grocery: 2, pharmacy: 3, ecommerce: 4, parcel: 5 } as const;
/** Every active zone of the demo city. */
export const ALL_ZONES = '[1,2,3,4,5]';

/** The spec's headers for a catalogue call in a module, from Orchard Road. */
export function catalogHeaders(
	module: keyof typeof MODULE_ID,
	extra: Record<string, string> = {},
): Record<string, string> {
	return {
		moduleId: String(MODULE_ID[module]),
		zoneId: ALL_ZONES,
		latitude: '1.3048',
		longitude: '103.8318',
		...extra,
	};
}

/** GET a JSON body, failing the test with the body when the status is not the expected one. */
export async function getJson<T = any>(
	api: ApiHarness,
	path: string,
	headers: Record<string, string> = {},
	status = 200,
): Promise<T> {
	const res = await api.request(path, { headers });
	const body = await res.json();
	if (res.status !== status)
		throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
	return body as T;
}
