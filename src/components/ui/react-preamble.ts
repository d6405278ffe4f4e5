/**
 * Dev server only: React islands get Fast Refresh's preamble from Astro, but a page without one
 * that imports React lazily does not, and @vitejs/plugin-react then refuses to run the
 * components. This installs the same preamble first. Production builds drop all of it.
 */
export async function installReactPreambleInDev(): Promise<void> {
	// Vitest runs in DEV too, without the dev server's `/@react-refresh` (MODE 'test').
	if (!import.meta.env.DEV || import.meta.env.MODE === 'test') return;
	const scope = window as unknown as Record<string, unknown>;
	if (scope.__vite_plugin_react_preamble_installed__) return;
	const runtimePath = '/@react-refresh';
	const { default: runtime } = (await import(/* @vite-ignore */ runtimePath)) as {
		default: { injectIntoGlobalHook: (target: Window) => void };
	};
	runtime.injectIntoGlobalHook(window);
	scope.$RefreshReg$ = () => {};
	scope.$RefreshSig$ = () => (type: unknown) => type;
	scope.__vite_plugin_react_preamble_installed__ = true;
}
