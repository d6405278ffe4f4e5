// A Vite plugin for the server build (issue 20): Astro's manifest names each page's module as
// `var _pageN = () => import("./chunks/…")` and calls it on every request. Node answers a
// repeated `import()` of a loaded module through its loader again (resolve, module map, a new
// promise): about 8% of the CPU of an API store list under load. Each is made to import once
// and hand back the same promise afterwards (a failed import is tried again next time).
const LAZY_PAGE = /^(var|const|let) (_page\d+) = \(\) => import\(("[^"\n]+")\);$/gm;

/** @returns {import('vite').Plugin} */
export function memoizedPageImports() {
	return {
		name: 'storefront:memoized-page-imports',
		apply: 'build',
		renderChunk(code) {
			if (!code.includes('_page')) return null;
			let changed = false;
			const out = code.replace(LAZY_PAGE, (_all, kind, name, target) => {
				changed = true;
				return (
					`${kind} ${name} = ((loaded) => () => (loaded ??= import(${target}).catch((error) => {` +
					'loaded = undefined; throw error; })))();'
				);
			});
			return changed ? { code: out, map: null } : null;
		},
	};
}
