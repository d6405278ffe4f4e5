import { describe, expect, test } from 'vitest';
import { createApiApp } from './app';

/**
 * Every route the API answers is in /api/v1/openapi.json (issue 19). Routes that are not API
 * operations are allowed here, each with its reason.
 */
const NOT_API: Record<string, string> = {
	'GET /api/v1/openapi.json': 'the document itself',
};

/** Middleware registrations (`app.use`) appear as routes of every method on `*` paths. */
const isMiddleware = (path: string) => path.endsWith('*');

function registeredRoutes() {
	const app = createApiApp({
		db: () => Promise.reject(new Error('no database: only the route table is read')),
		driver: () => 'pglite',
		corsOrigins: [],
	});
	const routes = app.routes
		.filter((r) => r.method !== 'ALL' && !isMiddleware(r.path))
		.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
	const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
	const documented = new Set(
		Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
			Object.keys(item ?? {}).map(
				(method) => `${method.toUpperCase()} ${path.startsWith('/api/v1') ? '' : '/api/v1'}${path}`,
			),
		),
	);
	return { routes: [...new Set(routes)], documented };
}

describe('the OpenAPI document', () => {
	test('covers every registered route', () => {
		const { routes, documented } = registeredRoutes();
		expect(routes.length).toBeGreaterThan(100);
		const missing = routes.filter((r) => !documented.has(r) && !(r in NOT_API));
		expect(missing).toEqual([]);
	});

	test('documents no route that is not registered', () => {
		const { routes, documented } = registeredRoutes();
		const registered = new Set(routes);
		expect([...documented].filter((d) => !registered.has(d))).toEqual([]);
	});
});
