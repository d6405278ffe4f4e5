import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** `E2E_BASE_URL` runs the journeys against a server you started yourself (a dev server). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;

/**
 * End-to-end journeys in Debian's Chromium against the built app (`npm run build` first) on a
 * freshly seeded database: a desktop project and one under the 1180 px breakpoint.
 */
export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: false,
	// Two files at a time: most of a journey waits on timers and the network (E2E_WORKERS=1
	// against a busy dev server).
	workers: Number(process.env.E2E_WORKERS ?? 2),
	retries: process.env.CI ? 1 : 0,
	// Two workers share two cores with the server: give assertions room before they give up.
	expect: { timeout: 10_000 },
	// A journey with an axe scan and endless scrolling takes ~25 s beside the API suites; a retry
	// that passes still fails the run, so journeys get room rather than a second chance.
	timeout: 60_000,
	forbidOnly: Boolean(process.env.CI),
	reporter: [['list']],
	use: {
		baseURL,
		trace: 'retain-on-failure',
		launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
	},
	projects: [
		{
			name: 'desktop',
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
		},
		{
			name: 'mobile',
			use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
			// Journeys whose screens the desktop run already covers end to end (order life, API,
			// payment page, accounts); the small-screen layouts of their pages are checked elsewhere.
			testIgnore: [
				'**/api.spec.ts',
				'**/commerce.spec.ts',
				'**/orders.spec.ts',
				'**/payment-page.spec.ts',
				'**/signed-in.spec.ts',
				'**/interest.spec.ts',
				'**/not-found.spec.ts',
				// Flows the desktop run drives end to end, whose phone screens the journeys kept here
				// (first visit, checkout, home, catalogue, reflow, accessibility) already show.
				'**/cart.spec.ts',
				'**/auth.spec.ts',
				'**/prescription.spec.ts',
				'**/live.spec.ts',
			],
		},
	],
	...(external
		? {}
		: {
				webServer: {
					command:
						'rm -rf .e2e-data && node --max-semi-space-size=16 --max-old-space-size=512 scripts/serve.mjs',
					env: {
						HOST: '127.0.0.1',
						PORT: String(PORT),
						DATA_DIR: '.e2e-data',
						// Started as `npm run serve` starts it (scripts/lib/server-flags.mjs, ADR 040).
						MALLOC_ARENA_MAX: '2',
						MALLOC_MMAP_THRESHOLD_: '32768',
						CORS_ORIGINS: 'http://partner.test',
						ASTRO_NODE_LOGGING: 'disabled',
						// Orders move a step every 2 s, so journeys can watch one arrive.
						ORDER_STEP_SECONDS: '2',
					},
					url: `${baseURL}/api/v1/health`,
					reuseExistingServer: false,
					// A fresh database is migrated and seeded before the first answer: give it room on 2 cores.
					timeout: 180_000,
				},
			}),
});
