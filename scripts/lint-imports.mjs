// The import rules Biome cannot say (docs/architecture.md "Import rules"), over .ts, .tsx and the
// frontmatter and scripts of .astro files (which Biome does not read):
//   1. src/components/** never imports ~/features/* (features use components, not the reverse);
//   2. only page loaders (`*.loader.ts`), the page endpoints (`src/pages/**/*.ts`), the
//      middleware, src/server/**, the test helpers and tests import ~/server: browser code and
//      components take contract types from src/contracts, `.astro` pages call their loader (ADR 036);
//   3. a loader is the server side of a page: only pages, loaders and tests import it (an `.astro`
//      part may take its types with `import type`);
//   4. `.astro` parts outside src/pages never open the database (`ctx.db()`): their page's loader
//      reads what they show (the chrome reads `ctx.site()` / `ctx.timeZone()`);
//   5. route files (src/server/**/*.routes.ts) never import drizzle-orm or the database schema:
//      a route parses, calls a service, responds (docs/architecture.md "API routes");
//   6. only tests and src/testing/** import the test helpers of src/testing;
//   7. browser code (.ts/.tsx outside the server side, and `<script>`s of .astro files) names each
//      message literally, `m['a.b']`, never `m[key]`: a computed key keeps the whole catalogue of
//      messages (~45 KB gzip) in the page's JavaScript (src/i18n/messages.ts `PlainMessage`).
// Relative specifiers are read as the ~/ path they name, so '../../server/x' is '~/server/x'.
// A named edge in ALLOWED is a known exception waiting to move (issue 13); a new one fails.
//   node scripts/lint-imports.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', 'src');

/** Known exceptions waiting to move, file → imported prefixes: none left (issue 13). */
const ALLOWED = new Map();

function* files(dir) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) {
			if (entry.name === 'paraglide' || entry.name === 'node_modules') continue;
			yield* files(full);
		} else if (/\.(ts|tsx|astro|mjs)$/.test(entry.name)) yield full;
	}
}

/** Module specifiers of import/export-from statements and dynamic imports, and whether type-only. */
function specifiers(text) {
	const found = [];
	const pattern =
		/(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
	for (const match of text.matchAll(pattern)) {
		found.push({ spec: match[2] ?? match[3], typeOnly: Boolean(match[1]) });
	}
	return found;
}

/** A specifier as the ~/ path it names when it points into src/ (else as written). */
function normalized(spec, rel) {
	if (!spec.startsWith('.')) return spec;
	const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
	return target.startsWith('..') ? spec : `~/${target}`;
}

const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('testing/');
const isLoader = (rel) => /\.loader\.ts$/.test(rel);

/** What each rule forbids for a file (relative to src/), as specifier prefixes. */
function forbidden(rel) {
	const rules = [];
	if (rel.startsWith('components/')) rules.push('~/features/');
	if (rel.startsWith('server/') && rel.endsWith('.routes.ts'))
		rules.push('drizzle-orm', '~/server/db/schema');
	if (!isTest(rel)) rules.push('~/testing/');
	const mayUseServer =
		isLoader(rel) ||
		isTest(rel) ||
		rel.startsWith('server/') ||
		(rel.startsWith('pages/') && !rel.endsWith('.astro')) ||
		/^middleware(\.|\/)/.test(rel) ||
		rel.endsWith('.d.ts');
	if (!mayUseServer) rules.push('~/server/', '~/server');
	return rules;
}

/** Whether `rel` may import the loader `spec` (rule 3). */
function mayImportLoader(rel, typeOnly) {
	return (
		rel.startsWith('pages/') || isLoader(rel) || isTest(rel) || (typeOnly && rel.endsWith('.astro'))
	);
}

const problems = [];
for (const file of files(ROOT)) {
	const rel = path.relative(ROOT, file).split(path.sep).join('/');
	const text = readFileSync(file, 'utf8');
	const rules = forbidden(rel);
	for (const { spec: written, typeOnly } of specifiers(text)) {
		const spec = normalized(written, rel);
		if (/\.loader(\.ts)?$/.test(spec) && !mayImportLoader(rel, typeOnly)) {
			problems.push(`src/${rel}: imports the page loader ${spec}`);
			continue;
		}
		const rule = rules.find((prefix) => spec === prefix || spec.startsWith(prefix));
		if (!rule) continue;
		const allowed = ALLOWED.get(rel);
		if (allowed?.includes(spec)) continue;
		problems.push(`src/${rel}: imports ${spec}`);
	}
	const browserText = rel.endsWith('.astro')
		? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((s) => s[1]).join('\n')
		: /\.tsx?$/.test(rel) &&
				!isTest(rel) &&
				!isLoader(rel) &&
				!/^(server|pages|testing|middleware)(\/|\.)/.test(rel)
			? text
			: '';
	if (/\bm\[(?!['"])/.test(browserText)) {
		problems.push(`src/${rel}: picks a message by a computed key (m[…]); name it literally`);
	}
	if (rel.endsWith('.astro') && !rel.startsWith('pages/') && /\bdb\(\)/.test(text)) {
		problems.push(`src/${rel}: opens the database (ctx.db()); its page's loader reads the data`);
	}
}

if (problems.length) {
	process.stderr.write(
		`${problems.join('\n')}\n\n${problems.length} import(s) break the rules of docs/architecture.md ("Import rules").\n`,
	);
	process.exit(1);
}
process.stdout.write(
	'imports: the component, server, loader, route, testing and message rules hold\n',
);
