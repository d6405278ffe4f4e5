// Sums the suites of scripts/test.sh into one closing line, "N passed, N failed", and exits
// non-zero when anything failed or nothing ran.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
let passed = 0;
let failed = 0;

for (const line of (read('.gates.json') ?? '').split('\n').filter(Boolean)) {
	const gate = JSON.parse(line);
	if (gate.ok) passed += 1;
	else {
		failed += 1;
		console.error(`gate failed: ${gate.name}`);
	}
}

const vitest = read('.vitest.json');
if (vitest) {
	const v = JSON.parse(vitest);
	passed += v.numPassedTests;
	failed += v.numFailedTests;
	// A file that fails to load has no failed test of its own: count the file.
	for (const file of v.testResults ?? []) {
		if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
			failed += 1;
			console.error(`test file failed to run: ${file.name}`);
		}
	}
	if (!v.success && failed === 0) {
		failed += 1;
		console.error('unit and API tests: Vitest reported errors outside any test');
	}
} else {
	failed += 1;
	console.error('unit and API tests: no report (Vitest did not finish)');
}

const playwright = read('.pw.json');
if (playwright) {
	const { stats } = JSON.parse(playwright);
	passed += stats.expected;
	failed += stats.unexpected + stats.flaky;
	if (stats.flaky)
		console.error(`${stats.flaky} end-to-end test(s) passed only on retry: counted as failed`);
} else {
	failed += 1;
	console.error('end-to-end journeys: no report (build failed or Playwright did not finish)');
}

// The cluster journeys (scripts/test-cluster.sh; only with TEST_DATABASE_URL): counted when run.
const cluster = read('.pw-cluster.json');
if (cluster) {
	const { stats } = JSON.parse(cluster);
	passed += stats.expected;
	failed += stats.unexpected + stats.flaky;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
