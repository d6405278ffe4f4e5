#!/usr/bin/env bash
# The whole test suite (`npm test`): format, lint and type gates; unit and API tests on PGlite
# (and again on PostgreSQL when TEST_DATABASE_URL is set); the production build; end-to-end
# journeys in Chromium. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" ASTRO_TELEMETRY_DISABLED=1
rm -f .vitest.json .pw.json .gates.json

bash scripts/ensure-chromium.sh || echo "Chromium is missing: the end-to-end journeys will fail." >&2

gate() { # name command...: one check per gate, recorded for the summary
	local name=$1
	shift
	echo "── $name"
	if "$@"; then echo "{\"name\":\"$name\",\"ok\":true}" >>.gates.json; else echo "{\"name\":\"$name\",\"ok\":false}" >>.gates.json; fi
}

gate format npm run -s format:check
gate lint npm run -s lint
gate typecheck npm run -s typecheck
echo "── unit and API tests"
npm run -s i18n >/dev/null && vitest run --reporter=default --reporter=json --outputFile.json=.vitest.json
gate build npm run -s build
if [ -f dist/server/entry.mjs ]; then
	# SIGTERM to the launcher's pid while requests run: none fails, the port closes (issue 12).
	gate shutdown node scripts/shutdown-check.mjs
	echo "── end-to-end journeys"
	PLAYWRIGHT_JSON_OUTPUT_NAME=.pw.json playwright test --reporter=list,json
	# Two processes behind nginx on PostgreSQL (issue 20): journeys and a rolling restart.
	bash scripts/test-cluster.sh
fi
node scripts/test-summary.mjs
