#!/usr/bin/env bash
# Two server processes behind nginx on a fresh PostgreSQL database (issue 20, ADR 028): the
# cluster journeys (tests/cluster, Chromium, through nginx), then a rolling restart under load
# (scripts/rolling-restart-check.mjs), then a clean stop. Installs and builds nothing: it needs
# nginx on PATH, TEST_DATABASE_URL and a build in dist/. Without TEST_DATABASE_URL it skips.
# Results for scripts/test-summary.mjs: .pw-cluster.json (Playwright's JSON report) and gate
# lines in .gates.json ("cluster rolling restart", "cluster stop").
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH" ASTRO_TELEMETRY_DISABLED=1
rm -f .pw-cluster.json .cluster.log

gate() { echo "{\"name\":\"$1\",\"ok\":$2}" >>.gates.json; }

echo "── cluster: two processes behind nginx on PostgreSQL"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
	echo "cluster: TEST_DATABASE_URL is not set: skipped"
	exit 0
fi
if ! command -v nginx >/dev/null; then
	echo "cluster: nginx is not installed (apt-get install nginx)" >&2
	gate "cluster setup" false
	exit 1
fi
if [ ! -f dist/server/entry.mjs ]; then
	echo "cluster: no build in dist/" >&2
	gate "cluster setup" false
	exit 1
fi

port=${CLUSTER_PORT:-4414}
first=${CLUSTER_FIRST_PORT:-$((port + 10))}
step=${CLUSTER_PORT_STEP:-10}
name="storefront_cluster_$(date +%s)_$$"
# The cluster's own database on the test server, dropped at the end.
database_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = `/${process.argv[2]}`; console.log(u.href)' "$TEST_DATABASE_URL" "$name")
sql() { # statement: run on the admin database
	node --input-type=module -e '
		import pg from "pg";
		const client = new pg.Client({ connectionString: process.argv[1] });
		await client.connect();
		try { await client.query(process.argv[2]); } finally { await client.end(); }
	' "$TEST_DATABASE_URL" "$1"
}
sql "create database $name" || {
	gate "cluster setup" false
	exit 1
}

cluster_pid=
cleanup() {
	if [ -n "$cluster_pid" ] && kill -0 "$cluster_pid" 2>/dev/null; then
		kill -TERM "$cluster_pid" 2>/dev/null
		wait "$cluster_pid" 2>/dev/null
	fi
	sql "drop database if exists $name with (force)" || true
}
trap cleanup EXIT

DATABASE_URL=$database_url CLUSTER_PORT=$port CLUSTER_FIRST_PORT=$first CLUSTER_PORT_STEP=$step \
	CLUSTER_PROCESSES=2 ORDER_STEP_SECONDS=2 API_CACHE_TTL_MS=60000 LOG_LEVEL=warn \
	node scripts/cluster.mjs >.cluster.log 2>&1 &
cluster_pid=$!
for _ in $(seq 1 300); do
	grep -q '^\[cluster\] ready in' .cluster.log && break
	kill -0 "$cluster_pid" 2>/dev/null || break
	sleep 1
done
if ! grep -q '^\[cluster\] ready in' .cluster.log; then
	echo "cluster: did not start" >&2
	tail -n 40 .cluster.log >&2
	gate "cluster setup" false
	exit 1
fi
grep '^\[cluster\] ready in' .cluster.log

CLUSTER_URL="http://127.0.0.1:$port" CLUSTER_UPSTREAMS="127.0.0.1:$first,127.0.0.1:$((first + step))" \
	CLUSTER_DATABASE_URL=$database_url PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.pw-cluster.json" \
	playwright test -c tests/cluster/playwright.config.ts --reporter=list,json

if CLUSTER_PID=$cluster_pid CLUSTER_LOG=.cluster.log CLUSTER_PORT=$port node scripts/rolling-restart-check.mjs; then
	gate "cluster rolling restart" true
else
	gate "cluster rolling restart" false
fi

kill -TERM "$cluster_pid"
wait "$cluster_pid"
status=$?
cluster_pid=
grep '^\[cluster\] stopped' .cluster.log
if [ "$status" -eq 0 ]; then gate "cluster stop" true; else gate "cluster stop" false; fi
