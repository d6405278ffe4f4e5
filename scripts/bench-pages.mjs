// Page budgets: builds, serves the storefront on a fresh database, and for each page prints the
// gzip JS it loads and Lighthouse 13 (mobile, Debian's Chromium) scores with LCP, CLS and TBT.
//   node scripts/bench-pages.mjs [--no-build] [paths...]
// Targets (issue 4): ≤ 90 KB gzip JS on landing and policy pages, ≤ 160 KB on home, store and
// product pages; performance ≥ 95, accessibility 100, CLS < 0.05.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startBuiltServer } from './lib/built-server.mjs';
import { kb, pageWeight } from './lib/page-weight.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const paths = args.filter((a) => a.startsWith('/'));
const pages = paths.length ? paths : ['/', '/about-us', '/privacy-policy', '/id/help-and-support'];
const PORT = 4499;
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'storefront-bench-pages-'));

if (build) execFileSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const server = startBuiltServer({ port: PORT, dataDir: path.join(work, 'data') });
await server.ready;

/** Lighthouse on one URL; one retry, since a run on a busy 2-core machine can time out. */
function lighthouse(url, attempt = 1) {
	try {
		return lighthouseOnce(url);
	} catch (error) {
		if (attempt < 2) return lighthouse(url, attempt + 1);
		console.error(
			`Lighthouse failed on ${url}: ${String(error.stderr ?? error.message).slice(-300)}`,
		);
		return null;
	}
}

function lighthouseOnce(url) {
	const out = path.join(work, 'lh.json');
	execFileSync(
		'npx',
		[
			'-y',
			'lighthouse@13',
			url,
			'--quiet',
			'--output=json',
			`--output-path=${out}`,
			'--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
		],
		{ env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
	);
	const report = JSON.parse(readFileSync(out, 'utf8'));
	const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
	const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
	return {
		perf: score('performance'),
		a11y: score('accessibility'),
		bp: score('best-practices'),
		seo: score('seo'),
		lcp: audit('largest-contentful-paint'),
		cls: audit('cumulative-layout-shift'),
		tbt: audit('total-blocking-time'),
	};
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
console.log('page | JS gzip | perf | a11y | best practices | SEO | LCP | CLS | TBT');
try {
	for (const page of pages) {
		const weight = await pageWeight(browser, `${base}${page}`);
		const lh = lighthouse(`${base}${page}`);
		if (!lh) {
			console.log(`${page} | ${kb(weight.jsGzip)} | Lighthouse failed twice`);
			continue;
		}
		console.log(
			[
				page,
				kb(weight.jsGzip),
				lh.perf,
				lh.a11y,
				lh.bp,
				lh.seo,
				`${(lh.lcp / 1000).toFixed(2)} s`,
				lh.cls.toFixed(3),
				`${Math.round(lh.tbt)} ms`,
			].join(' | '),
		);
	}
} finally {
	await browser.close();
	await server.stop();
	rmSync(work, { recursive: true, force: true });
}
