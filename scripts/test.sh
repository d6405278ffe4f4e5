#!/usr/bin/env bash
# The whole test suite (`npm test`): format, lint, unused-code (knip) and type gates; unit and API tests on PGlite
# (and again on PostgreSQL when TEST_DATABASE_URL is set); the production build; end-to-end
# journeys in Chromium. Ends with one line: "N passed, N failed".
#
# Two lanes run at once, because each waits on timers and I/O a good part of its time: the
# type check and the unit/API suites in one, the build and the browser journeys in the other.
# Each phase prints how long it took, so a slow CI run shows where its minutes went.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" ASTRO_TELEMETRY_DISABLED=1
rm -f .vitest.json .pw.json .gates.json .lane-checks.log

bash scripts/ensure-chromium.sh || echo "Chromium is missing: the end-to-end journeys will fail." >&2

phase() { # name command...: runs one phase and prints its duration
	local name=$1 start=$SECONDS
	shift
	echo "── $name"
	"$@"
	local status=$?
	echo "── $name: $((SECONDS - start)) s"
	return $status
}

gate() { # name command...: one check per gate, recorded for the summary
	local name=$1
	shift
	if phase "$name" "$@"; then echo "{\"name\":\"$name\",\"ok\":true}" >>.gates.json; else echo "{\"name\":\"$name\",\"ok\":false}" >>.gates.json; fi
}

gate format npm run -s format:check
gate lint npm run -s lint
gate knip npm run -s knip
npm run -s i18n >/dev/null

checks_lane() {
	gate typecheck npm run -s typecheck
	phase "unit and API tests" vitest run --reporter=default --reporter=json --outputFile.json=.vitest.json
}
checks_lane >.lane-checks.log 2>&1 &
checks_pid=$!

gate build npm run -s build
if [ -f dist/server/entry.mjs ]; then
	# SIGTERM to the launcher's pid while requests run: none fails, the port closes (issue 12).
	gate shutdown node scripts/shutdown-check.mjs
	# /api/v1 straight through the Hono app answers as Astro's route does (ADR 045).
	gate api-path node scripts/api-path-check.mjs
	PLAYWRIGHT_JSON_OUTPUT_NAME=.pw.json phase "end-to-end journeys" playwright test --reporter=list,json
	# Two processes behind nginx on PostgreSQL (issue 20): journeys and a rolling restart.
	phase "cluster journeys" bash scripts/test-cluster.sh
fi

wait "$checks_pid"
cat .lane-checks.log
echo "── whole suite: $SECONDS s"
node scripts/test-summary.mjs
