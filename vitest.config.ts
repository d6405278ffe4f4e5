import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Suites that need a database: they run on PGlite, and again on PostgreSQL when one is given. */
const serverTests = [
	'src/server/**/*.api.test.ts',
	'src/server/db/*.test.ts',
	'src/server/db/seed/*.test.ts',
];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Plain Vite, not Astro's getViteConfig: the suites need only the `~` alias, and Astro's dev
// machinery kept Vitest from exiting for 10 s after every run.
export default defineConfig({
	resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
	test: {
		// Request lines stay out of test output; warnings and errors still show.
		env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['src/**/*.test.{ts,tsx}'],
					exclude: serverTests,
					environment: 'node',
				},
			},
			{
				extends: true,
				test: {
					name: 'api-pglite',
					include: serverTests,
					environment: 'node',
					env: { TEST_DB_DRIVER: 'pglite' },
					globalSetup: ['src/testing/db-template.setup.ts'],
					testTimeout: 20_000,
				},
			},
			...(withPostgres
				? [
						{
							extends: true,
							test: {
								name: 'api-postgres',
								include: serverTests,
								environment: 'node',
								env: { TEST_DB_DRIVER: 'postgres' },
								globalSetup: ['src/testing/db-template.setup.ts'],
								testTimeout: 20_000,
							},
						},
					]
				: []),
		],
	},
});
