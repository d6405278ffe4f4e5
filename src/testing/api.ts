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
export function setupApi(options: { corsOrigins?: string[] } = {}): ApiHarness {
	let handle: DatabaseHandle | undefined;
	let app: ApiApp | undefined;
	beforeAll(async () => {
		handle = await createTestDb();
		const { db, driver } = handle;
		app = createApiApp({
			db: async () => db,
			driver: () => driver,
			corsOrigins: options.corsOrigins ?? [],
		});
	}, 60_000);
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
