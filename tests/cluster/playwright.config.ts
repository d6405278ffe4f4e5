import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * Journeys against a running cluster (ADR 028): nginx at CLUSTER_URL in front of the processes
 * named by CLUSTER_UPSTREAMS, on the PostgreSQL of CLUSTER_DATABASE_URL. scripts/test-cluster.sh
 * starts it (`npm run start:cluster`) and runs these; nothing here starts a server.
 */
export default defineConfig({
	testDir: '.',
	// Its own folder: the e2e run's traces in ./test-results stay.
	outputDir: 'test-results',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 120_000,
	expect: { timeout: 15_000 },
	forbidOnly: Boolean(process.env.CI),
	reporter: [['list']],
	use: {
		baseURL: process.env.CLUSTER_URL ?? 'http://127.0.0.1:4414',
		trace: 'retain-on-failure',
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
	},
	projects: [
		{
			name: 'cluster',
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
		},
	],
});
