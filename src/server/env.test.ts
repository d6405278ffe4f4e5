import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { EnvError, parseServerEnv, readServerEnv } from './env';

describe('the environment, checked once at start', () => {
	test('a bad value names the variable and what it accepts', () => {
		const cases: [Record<string, string>, RegExp][] = [
			[
				{ TRUST_PROXY: '127.0.0.1x' },
				/^Invalid setting TRUST_PROXY="127\.0\.0\.1x": expected 0 or off/,
			],
			[{ LOG_LEVEL: 'loud' }, /^Invalid setting LOG_LEVEL="loud": expected one of fatal, error/],
			[{ API_CACHE_TTL_MS: '-1' }, /^Invalid setting API_CACHE_TTL_MS="-1": expected an integer/],
			[{ DATABASE_URL: 'not a url:secret' }, /^Invalid setting DATABASE_URL: expected a postgres/],
			[
				{ DATABASE_POOL_SIZE: '1' },
				/^Invalid setting DATABASE_POOL_SIZE="1": expected an integer from 2/,
			],
			[
				{ DRAIN_IDLE_MS: '2.5' },
				/^Invalid setting DRAIN_IDLE_MS="2.5": expected an integer from 0/,
			],
			[
				{ PGLITE_SHARED_BUFFERS_MB: '0' },
				/^Invalid setting PGLITE_SHARED_BUFFERS_MB="0": expected an integer from 1 to 1024/,
			],
			[{ API_CACHE_MB: 'lots' }, /^Invalid setting API_CACHE_MB="lots": expected a number/],
			[{ CATALOG_CACHE_MB: '-2' }, /^Invalid setting CATALOG_CACHE_MB="-2": expected a number/],
			[{ REQUEST_TURN_MS: 'soon' }, /^Invalid setting REQUEST_TURN_MS="soon": expected a number/],
		];
		for (const [source, message] of cases) {
			const error = (() => {
				try {
					parseServerEnv(source);
				} catch (e) {
					return e;
				}
				return null;
			})();
			expect(error).toBeInstanceOf(EnvError);
			expect((error as Error).message).toMatch(message);
			expect((error as Error).message).not.toContain('secret');
		}
	});

	test('the memory bounds have defaults that keep a process under 400 MB (ADR 040)', () => {
		expect(parseServerEnv({})).toMatchObject({
			PAGE_CACHE_MB: 48,
			API_CACHE_MB: 16,
			CATALOG_CACHE_MB: 16,
			PGLITE_SHARED_BUFFERS_MB: 32,
		});
	});

	test('the pool size and the idle drain have defaults a single process is happy with', () => {
		expect(parseServerEnv({})).toMatchObject({ DATABASE_POOL_SIZE: 10, DRAIN_IDLE_MS: 0 });
		expect(parseServerEnv({ DATABASE_POOL_SIZE: '4', DRAIN_IDLE_MS: '5000' })).toMatchObject({
			DATABASE_POOL_SIZE: 4,
			DRAIN_IDLE_MS: 5000,
		});
	});

	test('requests start 2 ms of work per event-loop turn on PGlite unless told otherwise (ADR 051)', () => {
		expect(parseServerEnv({}).REQUEST_TURN_MS).toBe(2);
		expect(parseServerEnv({ REQUEST_TURN_MS: '0' }).REQUEST_TURN_MS).toBe(0);
		expect(parseServerEnv({ REQUEST_TURN_MS: '5.5' }).REQUEST_TURN_MS).toBe(5.5);
	});

	test('TRUST_PROXY takes 0, off, 1 and address lists', () => {
		expect(parseServerEnv({}).TRUST_PROXY.trusts('127.0.0.1')).toBe(false);
		expect(parseServerEnv({ TRUST_PROXY: '1' }).TRUST_PROXY.trusts('127.0.0.1')).toBe(true);
		const list = parseServerEnv({ TRUST_PROXY: '10.0.0.0/8,192.168.1.5' }).TRUST_PROXY;
		expect([list.trusts('10.9.8.7'), list.trusts('192.168.1.6')]).toEqual([true, false]);
	});

	test('process.env is parsed once and kept', () => {
		expect(readServerEnv()).toBe(readServerEnv());
	});

	test('the launcher stops before listening, with one line, on a bad value', () => {
		const root = fileURLToPath(new URL('../..', import.meta.url));
		const run = spawnSync(process.execPath, ['scripts/serve.mjs'], {
			cwd: root,
			env: { ...process.env, TRUST_PROXY: '127.0.0.1x', PORT: '4418' },
			encoding: 'utf8',
			timeout: 30_000,
		});
		expect(run.status).toBe(1);
		expect(run.stderr.trim().split('\n')).toEqual([
			'Invalid setting TRUST_PROXY="127.0.0.1x": expected 0 or off (default), 1 (loopback), or a comma list of proxy IPs / CIDRs.',
		]);
	});
});
