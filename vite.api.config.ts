import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the standalone API server (src/server/standalone.ts) to dist/api/. */
export default defineConfig({
	publicDir: false,
	resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
	build: {
		ssr: 'src/server/standalone.ts',
		outDir: 'dist/api',
		emptyOutDir: true,
		target: 'node22',
		rolldownOptions: { output: { entryFileNames: 'standalone.mjs' } },
	},
	ssr: { external: ['@electric-sql/pglite', 'pg'] },
});
