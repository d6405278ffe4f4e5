// The import rules Biome cannot say (docs/architecture.md "Import rules"), over .ts, .tsx and the
// frontmatter and scripts of .astro files (which Biome does not read):
//   1. src/components/** never imports ~/features/* (features use components, not the reverse);
//   2. only src/pages/**, the middleware, src/server/** and the test helpers import ~/server
//      (browser code and components take contract types from src/contracts);
//   3. route files (src/server/**/*.routes.ts) never import drizzle-orm or the database schema:
//      a route parses, calls a service, responds (docs/architecture.md "API routes");
//   4. only tests and src/testing/** import the test helpers of src/testing.
// Relative specifiers are read as the ~/ path they name, so '../../server/x' is '~/server/x'.
// A named edge in ALLOWED is a known exception waiting to move (issue 13); a new one fails.
//   node scripts/lint-imports.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', 'src');

/** Existing exceptions, file → imported prefix. Remove a line when its file moves. */
const ALLOWED = new Map(
	Object.entries({
		// The site header and drawer place feature parts (language, theme, search, bell) and wire
		// the cart and wishlist counts; they move into the features' own hosts.
		'components/layout/ProfileMenu.astro': ['~/server/config/site-info'],
		'components/layout/SideDrawer.astro': [
			'~/features/language/LanguageMenu.astro',
			'~/features/theme/ThemeToggle.astro',
		],
		'components/layout/SiteFooter.astro': [
			'~/features/newsletter/NewsletterForm.astro',
			'~/server/config/site-info',
		],
		'components/layout/SiteHeader.astro': [
			'~/features/language/LanguageMenu.astro',
			'~/features/live/NotificationBell.astro',
			'~/features/search/HeaderSearch.astro',
			'~/features/theme/ThemeToggle.astro',
			'~/server/config/site-info',
		],
		'components/layout/header-counts.ts': [
			'~/features/cart/cart',
			'~/features/wishlist/wishlist',
			'~/features/wishlist/wishlist-rules',
		],
		'components/layout/header.ts': [
			'~/features/auth/pick-after-sign-in',
			'~/features/wishlist/wishlist-hearts',
			'~/features/location/open-location',
			'~/features/module-picker/open-module-picker',
		],
		// Server reads that belong in page loaders / Astro.locals (issue 13, next step).
		'features/account/AccountShell.astro': ['~/server/config/site-info'],
		'features/catalog/ProductView.astro': ['~/server/config/site-info'],
		'features/home/ModuleHome.astro': ['~/server/catalog/home-sections.service'],
		'features/pages/BusinessPageView.astro': ['~/server/pages/pages.service'],
		'features/product/QuickViewHost.astro': [
			'~/server/config/site-info',
			'~/server/config/settings',
			'~/server/db/client',
			'~/server/env',
		],
		'features/stores/StoreListPage.astro': [
			'~/server/catalog/categories.service',
			'~/server/catalog/scope',
			'~/server/config/site-info',
			'~/server/db/client',
			'~/server/env',
			'~/server/stores/stores.service',
		],
		'layouts/BaseLayout.astro': ['~/server/db/client', '~/server/config/site-info', '~/server/env'],
	}),
);

function* files(dir) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) {
			if (entry.name === 'paraglide' || entry.name === 'node_modules') continue;
			yield* files(full);
		} else if (/\.(ts|tsx|astro|mjs)$/.test(entry.name)) yield full;
	}
}

/** Module specifiers of import/export-from statements and dynamic imports. */
function specifiers(text) {
	const found = [];
	const pattern =
		/(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
	for (const match of text.matchAll(pattern)) found.push(match[1] ?? match[2]);
	return found;
}

/** A specifier as the ~/ path it names when it points into src/ (else as written). */
function normalized(spec, rel) {
	if (!spec.startsWith('.')) return spec;
	const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
	return target.startsWith('..') ? spec : `~/${target}`;
}

/** What each rule forbids for a file (relative to src/), as specifier prefixes. */
function forbidden(rel) {
	const rules = [];
	const isTest = /\.test\.tsx?$/.test(rel);
	if (rel.startsWith('components/')) rules.push('~/features/');
	if (rel.startsWith('server/') && rel.endsWith('.routes.ts'))
		rules.push('drizzle-orm', '~/server/db/schema');
	if (!isTest && !rel.startsWith('testing/')) rules.push('~/testing/');
	const mayUseServer =
		rel.startsWith('pages/') ||
		rel.startsWith('server/') ||
		rel.startsWith('testing/') ||
		/^middleware(\.|\/)/.test(rel) ||
		isTest;
	if (!mayUseServer) rules.push('~/server/', '~/server');
	return rules;
}

const problems = [];
for (const file of files(ROOT)) {
	const rel = path.relative(ROOT, file).split(path.sep).join('/');
	const rules = forbidden(rel);
	if (rules.length === 0) continue;
	for (const written of specifiers(readFileSync(file, 'utf8'))) {
		const spec = normalized(written, rel);
		const rule = rules.find((prefix) => spec === prefix || spec.startsWith(prefix));
		if (!rule) continue;
		const allowed = ALLOWED.get(rel);
		if (allowed?.includes(spec)) continue;
		problems.push(`src/${rel}: imports ${spec}`);
	}
}

if (problems.length) {
	process.stderr.write(
		`${problems.join('\n')}\n\n${problems.length} import(s) break the rules of docs/architecture.md ("Import rules").\n`,
	);
	process.exit(1);
}
process.stdout.write('imports: the component, server, route and testing rules hold\n');
