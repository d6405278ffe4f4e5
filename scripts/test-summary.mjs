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
	for (const file of v.testResults ?? [])
		for (const a of file.assertionResults ?? [])
			if (a.status === 'failed')
				console.error(`failed: ${file.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}`);
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

/** Names each journey that failed, or passed only on retry, so the run's tail says which. */
function nameJourneys(report, lane) {
	const walk = (suite, path) => {
		for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests ?? [])
				if (test.status === 'unexpected' || test.status === 'flaky')
					console.error(
						`${test.status === 'flaky' ? 'flaky' : 'failed'} (${lane}, ${test.projectName}): ${[...path, spec.title].join(' › ')}`,
					);
	};
	for (const suite of report.suites ?? []) walk(suite, [suite.title]);
}

const playwright = read('.pw.json');
if (playwright) {
	const report = JSON.parse(playwright);
	const { stats } = report;
	nameJourneys(report, 'journeys');
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
	const report = JSON.parse(cluster);
	const { stats } = report;
	nameJourneys(report, 'cluster');
	passed += stats.expected;
	failed += stats.unexpected + stats.flaky;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
