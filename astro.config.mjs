// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'astro/config';
import { memoizedPageImports } from './scripts/lib/vite-memoized-pages.mjs';
import { cspHash, LAYER_ORDER_CSS, THEME_BOOT_JS } from './src/layouts/inline-head.ts';

export default defineConfig({
	site: process.env.SITE_URL || 'http://localhost:4321',
	output: 'static',
	// 'middleware' exports the app's handler alone (`handler`) beside the standalone server
	// (`startServer`): scripts/serve.mjs sends a path that is no file in dist/client straight to
	// the app, without the static lookup (a stat and an error per page request, issue 20).
	adapter: node({ mode: 'middleware' }),
	integrations: [react()],
	// The API under /api/v1 is called by other origins and by apps that send no Origin header
	// (multipart cart and order calls); it authenticates with bearer tokens, not cookies, so
	// Astro's form-origin check would only break compatible clients. See docs/decisions/002.
	security: {
		checkOrigin: false,
		// Hash-based CSP for Astro's scripts and styles; the bearer token in localStorage relies on it.
		csp: {
			directives: [
				"default-src 'self'",
				"img-src 'self' data: blob:",
				"connect-src 'self'",
				"font-src 'self'",
				"object-src 'none'",
				"base-uri 'self'",
				"frame-ancestors 'self'",
				"form-action 'self'",
			],
			// The two inline snippets of every page's <head>, hashed once here: a hash added while a
			// page renders can arrive after the header has been sent.
			styleDirective: { hashes: [cspHash(LAYER_ORDER_CSS)] },
			scriptDirective: { hashes: [cspHash(THEME_BOOT_JS)] },
		},
	},
	server: { host: process.env.HOST || 'localhost', port: Number(process.env.PORT) || 4321 },
	vite: {
		plugins: [
			paraglideVitePlugin({
				project: './project.inlang',
				outdir: './src/paraglide',
				// Locale is resolved per request (URL prefix, then cookie) and passed explicitly.
				strategy: ['baseLocale'],
			}),
			// Each page's module imported once, not on every request (issue 20, ADR 043).
			memoizedPageImports(),
		],
		ssr: { external: ['@electric-sql/pglite', 'pg'] },
		// Separate caches let several dev servers run side by side (one React copy each).
		...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
	},
});
