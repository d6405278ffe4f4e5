import { afterAll, beforeAll } from 'vitest';
import { type ApiApp, createApiApp } from '~/server/http/app';
import { applyMethodOverride } from '~/server/http/method-override';
import { TEST_NOW, TEST_ORIGIN } from '~/testing/api';
import { createTestDb } from '~/testing/test-db';
import type { DatabaseHandle } from '~/server/db/client';

/**
 * The API harness of the auth, customer and cart suites: one app on a fresh database per file,
 * like `setupApi`, with a clock the tests can move (token expiry, rate-limit windows).
 */
export interface CustomerHarness {
	call(
		method: string,
		path: string,
		options?: {
			body?: unknown;
			form?: Record<string, string | string[]>;
			/** A body sent as is, with the content type given in `headers`. */
			raw?: string;
			/** A multipart body (file uploads); fetch sets its content type. */
			multipart?: FormData;
			headers?: Record<string, string>;
			token?: string;
		},
	): Promise<{ status: number; body: any; headers: Headers }>;
	db(): DatabaseHandle['db'];
	/** Moves the app's clock; `undefined` puts it back at TEST_NOW. */
	setNow(now?: Date): void;
}

export function setupCustomerApi(): CustomerHarness {
	let handle: DatabaseHandle | undefined;
	let app: ApiApp | undefined;
	let now = TEST_NOW;
	beforeAll(async () => {
		handle = await createTestDb();
		const { db, driver } = handle;
		app = createApiApp({
			db: async () => db,
			driver: () => driver,
			corsOrigins: [],
			clock: () => now,
			cacheTtlMs: 0,
		});
	}, 180_000);
	afterAll(async () => {
		await handle?.close();
	});
	return {
		async call(method, path, options = {}) {
			if (!app) throw new Error('The API harness is not ready');
			const headers: Record<string, string> = { ...options.headers };
			if (options.token) headers.Authorization = `Bearer ${options.token}`;
			let body: BodyInit | undefined = options.raw ?? options.multipart;
			if (options.body !== undefined) {
				headers['Content-Type'] = 'application/json';
				body = JSON.stringify(options.body);
			} else if (options.form) {
				const params = new URLSearchParams();
				for (const [key, value] of Object.entries(options.form))
					for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
				body = params;
			}
			const request = new Request(`${TEST_ORIGIN}/api/v1${path}`, {
				method,
				headers,
				body: body ?? null,
			});
			const res = await app.fetch(await applyMethodOverride(request));
			// Images (order attachments) come back as bytes; everything else is JSON.
			if (res.headers.get('content-type')?.startsWith('image/'))
				return {
					status: res.status,
					body: new Uint8Array(await res.arrayBuffer()),
					headers: res.headers,
				};
			const text = await res.text();
			return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
		},
		db() {
			if (!handle) throw new Error('The API harness is not ready');
			return handle.db;
		},
		setNow(next) {
			now = next ?? TEST_NOW;
		},
	};
}

let phones = 0;

/** A unique, valid phone per call in one test file. */
export function nextPhone(): string {
	phones += 1;
	return `+6588${String(process.pid % 100).padStart(2, '0')}${String(phones).padStart(4, '0')}`;
}

/** Signs a new customer up (new shape) and answers the token and its phone. */
export async function newCustomer(
	api: CustomerHarness,
	extra: Record<string, unknown> = {},
): Promise<{ token: string; phone: string; password: string }> {
	const phone = nextPhone();
	const password = 'a-long-secret';
	const res = await api.call('POST', '/auth/sign-up', {
		body: { name: 'Tan Mei Ling', phone, password, ...extra },
		headers: { 'X-Forwarded-For': `10.0.${phones}.1` },
	});
	if (res.status !== 200)
		throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
	return { token: res.body.token, phone, password };
}

export async function newGuest(api: CustomerHarness): Promise<number> {
	const res = await api.call('POST', '/auth/guest/request');
	if (res.status !== 200) throw new Error(`guest/request answered ${res.status}`);
	return res.body.guest_id;
}
