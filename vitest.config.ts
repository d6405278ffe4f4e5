import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Suites that need a database: they run on PGlite, and again on PostgreSQL when one is given. */
const serverTests = [
	'src/server/**/*.api.test.ts',
	'src/server/db/*.test.ts',
	'src/server/db/seed/*.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Unit files that replace modules (`vi.mock`) or globals, or hold process-wide state: each keeps a fresh module graph. */
const isolatedUnitTests = [
	'src/features/cart/cart.test.ts',
	'src/features/cart/cart-drawer.test.tsx',
	'src/features/home/visit-again.test.ts',
	'src/features/product/purchase-actions.test.ts',
	// The shutdown hooks are process-wide state.
	'src/server/lifecycle.test.ts',
	'src/server/lifecycle-idle.test.ts',
];

/** Server files that replace modules (`vi.mock`): each keeps a fresh module graph. */
const isolatedServerTests = ['src/server/orders/status/status-change.api.test.ts'];

/**
 * The API suites on one engine. Every file builds its own app on its own database
 * (src/testing/api.ts), so files share one module graph per worker and the server is imported
 * once, not once per file; the few files in `isolatedServerTests` keep their own.
 */
function apiProjects(driver: 'pglite' | 'postgres') {
	const common = {
		environment: 'node' as const,
		env: { TEST_DB_DRIVER: driver },
		globalSetup: ['src/testing/db-template.setup.ts'],
		testTimeout: 20_000,
	};
	return [
		{
			extends: true,
			test: {
				...common,
				name: `api-${driver}`,
				include: serverTests,
				exclude: isolatedServerTests,
				isolate: false,
			},
		},
		{
			extends: true,
			test: { ...common, name: `api-${driver}-isolated`, include: isolatedServerTests },
		},
	];
}

// Plain Vite, not Astro's getViteConfig: the suites need only the `~` alias, and Astro's dev
// machinery kept Vitest from exiting for 10 s after every run.
export default defineConfig({
	resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
	test: {
		// One file at a time on two cores (Vitest's default there): the browser lane beside it is
		// the longer one, and a second worker only took CPU from it (whole suite 1,752 s with two).
		// Request lines stay out of test output; warnings and errors still show.
		env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['src/**/*.test.{ts,tsx}'],
					exclude: [...serverTests, ...isolatedUnitTests],
					environment: 'node',
					// Pure rules and components: one module graph per worker instead of one per file
					// (importing was a third of the suite's time).
					pool: 'threads',
					isolate: false,
					// Hashing a password takes ~0.5 s alone and several times that beside the browser lane.
					testTimeout: 15_000,
				},
			},
			{
				extends: true,
				test: { name: 'unit-isolated', include: isolatedUnitTests, environment: 'node' },
			},
			...apiProjects('pglite'),
			...(withPostgres ? apiProjects('postgres') : []),
		],
	},
});
