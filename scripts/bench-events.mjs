// The live channel under load (issue 17, ADR 022). Builds nothing: starts the built server from
// dist/ (run `npm run build` first).
//   node scripts/bench-events.mjs [subscribers, default 1000] [rounds, default 3]
// 1. One process (embedded database): N event streams follow one guest order; the order is
//    cancelled (a status change) and the time until each stream has the `order_status` event is
//    measured (p50/p99/max). Memory per idle subscriber = the server's RSS growth / N.
// 2. Two processes on PostgreSQL (BENCH_DATABASE_URL, else a temporary database on
//    TEST_DATABASE_URL's server; skipped without either): streams on process B, the change made
//    through process A.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startBuiltServer } from './lib/built-server.mjs';

const PORTS = (process.env.BENCH_PORTS ?? '4461,4462,4463').split(',').map(Number);
const subscribers = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const headers = { moduleId: '1', zoneId: '[1,2,3,4,5]', Accept: 'application/json' };
const quiet = { ORDER_STEP_SECONDS: '0', CHAT_REPLY_DELAY_MS: '0' };

const api =
	(port) =>
	async (method, url, body, extra = {}) => {
		const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
			method,
			headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}), ...extra },
			body: body ? JSON.stringify(body) : undefined,
		});
		const text = await res.text();
		return { status: res.status, body: text ? JSON.parse(text) : null };
	};

const rssKb = (pid) =>
	Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (sorted, p) =>
	sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** A guest order of an open store's first orderable dish, placed through `call`. */
async function placeGuestOrder(call) {
	const list = await call('GET', '/stores/get-stores/all?store_type=all&limit=50&offset=1');
	const stores = (list.body?.stores ?? []).filter((s) => s.open === 1 && s.active && s.delivery);
	for (const store of stores) {
		const page = await call(
			'GET',
			`/items/latest?store_id=${store.id}&category_id=0&limit=20&offset=1`,
		);
		for (const item of page.body?.products ?? []) {
			const guestId = (await call('POST', '/auth/guest/request')).body.guest_id;
			const variation = (Array.isArray(item.food_variations) ? item.food_variations : [])
				.filter((g) => g.required === 'on')
				.map((g) => ({ name: g.name, values: { label: [g.values[0].label] } }));
			const quantity = Math.max(1, Math.ceil((store.minimum_order || 0) / item.price));
			const add = await call('POST', '/customer/cart/add', {
				guest_id: guestId,
				item_id: item.id,
				quantity,
				variation,
			});
			if (add.status !== 200) continue;
			const phone = '+6590000000';
			const order = await call(
				'POST',
				'/customer/order/place',
				{
					guest_id: guestId,
					payment_method: 'cash_on_delivery',
					order_type: 'delivery',
					store_id: store.id,
					distance: 2,
					address: '1 Benchmark Road',
					latitude: Number(store.latitude),
					longitude: Number(store.longitude),
					contact_person_name: 'Bench Guest',
					contact_person_number: phone,
					contact_person_email: 'bench@example.com',
				},
				{ 'Idempotency-Key': randomUUID() },
			);
			if (order.status === 200 && order.body?.order_id)
				return { guestId, orderId: order.body.order_id, phone };
		}
	}
	throw new Error('No dish can be ordered now (stores closed at this hour?)');
}

/** Absolute time in ms, comparable across threads. */
const now = () => performance.timeOrigin + performance.now();

/**
 * A worker thread holding `count` streams (the client side is spread over several threads so
 * that reading 1,000 streams does not itself become the bottleneck being measured).
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const now = () => performance.timeOrigin + performance.now();
const { port, proof, count } = workerData;
const controllers = [];
const arrivals = [];
async function open() {
	const controller = new AbortController();
	controllers.push(controller);
	let markOpen;
	const isOpen = new Promise((resolve) => (markOpen = resolve));
	(async () => {
		const res = await fetch('http://127.0.0.1:' + port + '/api/v1/customer/events', {
			headers: {
				Accept: 'text/event-stream',
				'X-Guest-Id': String(proof.guestId),
				'X-Order-Id': String(proof.orderId),
				'X-Contact-Number': proof.phone,
			},
			signal: controller.signal,
		});
		if (res.status !== 200) throw new Error('stream answered ' + res.status);
		const reader = res.body.getReader();
		const decoder = new TextDecoder();
		let first = true;
		let text = '';
		for (;;) {
			const { value, done } = await reader.read();
			if (done) break;
			if (first) {
				first = false;
				markOpen();
			}
			text += decoder.decode(value, { stream: true });
			if (text.includes('event: order_status')) {
				arrivals.push(now());
				text = '';
				if (arrivals.length === count) parentPort.postMessage({ kind: 'arrived', arrivals });
			}
		}
	})().catch((error) => {
		if (error.name !== 'AbortError') parentPort.postMessage({ kind: 'error', message: String(error.cause ?? error) });
	});
	return isOpen;
}
(async () => {
	// Connections open a few at a time, as shoppers arrive (a burst of 1,000 overflows the backlog).
	for (let i = 0; i < count; i += 25)
		await Promise.all(Array.from({ length: Math.min(25, count - i) }, open));
	parentPort.postMessage({ kind: 'open' });
})();
parentPort.on('message', () => {
	for (const c of controllers) c.abort();
	setTimeout(() => process.exit(0), 50);
});
`;

function startWorkers(port, proof, n, threads = 4) {
	const per = Math.ceil(n / threads);
	return Array.from({ length: threads }, (_, i) => {
		const count = Math.min(per, n - i * per);
		const worker = new Worker(WORKER, { eval: true, workerData: { port, proof, count } });
		const waitFor = (kind) =>
			new Promise((resolve, reject) => {
				const onMessage = (message) => {
					if (message.kind === kind) {
						worker.off('message', onMessage);
						resolve(message);
					} else if (message.kind === 'error') reject(new Error(message.message));
				};
				worker.on('message', onMessage);
			});
		const arrived = waitFor('arrived');
		arrived.catch(() => {}); // reported through `opened` or the round's own wait
		return { worker, opened: waitFor('open'), arrived };
	});
}

/** N streams on `streamPort` follow an order placed and cancelled through `writePort`. */
async function round(streamPort, writePort, n, pid) {
	const write = api(writePort);
	const proof = await placeGuestOrder(write);
	const before = pid ? rssKb(pid) : 0;
	const workers = startWorkers(streamPort, proof, n);
	await Promise.all(workers.map((w) => w.opened));
	await new Promise((r) => setTimeout(r, 500));
	const after = pid ? rssKb(pid) : 0;
	const t0 = now();
	const cancel = await write('PUT', '/customer/order/cancel', {
		order_id: proof.orderId,
		reason: 'benchmark',
		guest_id: proof.guestId,
	});
	const answered = now() - t0;
	if (cancel.status !== 200) throw new Error(`cancel answered ${cancel.status}`);
	const results = await Promise.race([
		Promise.all(workers.map((w) => w.arrived)),
		new Promise((_, reject) =>
			setTimeout(() => reject(new Error('events missing after 10 s')), 10_000),
		),
	]);
	for (const w of workers) w.worker.postMessage('stop');
	await Promise.all(workers.map((w) => new Promise((r) => w.worker.once('exit', r))));
	const latencies = results
		.flatMap((r) => r.arrivals)
		.map((t) => t - t0)
		.sort((a, b) => a - b);
	return { latencies, answered, perSubscriberKb: pid ? (after - before) / n : null };
}

function report(label, results) {
	const all = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
	const answered = results.map((r) => r.answered.toFixed(0)).join(', ');
	console.log(`${label}: the cancel request itself took ${answered} ms`);
	console.log(
		`${label}: ${all.length} deliveries in ${results.length} rounds; latency min ${all[0]?.toFixed(1)} ms, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms`,
	);
	console.log(
		`${label}: load average ${loadavg()
			.map((x) => x.toFixed(1))
			.join(' ')} on ${cpus().length} cores`,
	);
	const memory = results.map((r) => r.perSubscriberKb).filter((x) => x !== null);
	if (memory.length)
		console.log(
			`${label}: server RSS per idle subscriber ≈ ${(memory.reduce((a, b) => a + b, 0) / memory.length).toFixed(1)} KB (rounds: ${memory.map((x) => x.toFixed(1)).join(', ')})`,
		);
}

// 1. One process, embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-events-'));
const one = startBuiltServer({ port: PORTS[0], dataDir, env: { DATABASE_URL: '', ...quiet } });
try {
	await one.ready;
	const results = [];
	for (let r = 0; r < rounds; r++)
		results.push(await round(PORTS[0], PORTS[0], subscribers, one.child.pid));
	report(`one process (PGlite), ${subscribers} subscribers`, results);
} finally {
	await one.stop();
	rmSync(dataDir, { recursive: true, force: true });
}

// 2. Two processes on one PostgreSQL database.
let url = process.env.BENCH_DATABASE_URL;
let dropDb = null;
if (!url && process.env.TEST_DATABASE_URL) {
	const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
	await admin.connect();
	const name = `storefront_bench_${randomBytes(5).toString('hex')}`;
	await admin.query(`create database ${name}`);
	await admin.end();
	const u = new URL(process.env.TEST_DATABASE_URL);
	u.pathname = `/${name}`;
	url = u.toString();
	dropDb = async () => {
		const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
		await c.connect();
		await c.query(`drop database if exists ${name} with (force)`);
		await c.end();
	};
}
if (!url) {
	console.log('two processes: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
} else {
	const dirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'storefront-bench-events-')));
	const a = startBuiltServer({
		port: PORTS[1],
		dataDir: dirs[0],
		env: { DATABASE_URL: url, ...quiet },
	});
	await a.ready;
	const b = startBuiltServer({
		port: PORTS[2],
		dataDir: dirs[1],
		env: { DATABASE_URL: url, ...quiet },
	});
	try {
		await b.ready;
		const results = [];
		const n = Math.min(subscribers, 500);
		for (let r = 0; r < rounds; r++) results.push(await round(PORTS[2], PORTS[1], n, b.child.pid));
		report(`two processes (PostgreSQL), change on A, ${n} subscribers on B`, results);
	} finally {
		await Promise.all([a.stop(), b.stop()]);
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
		await dropDb?.();
	}
}
