import { installReactPreambleInDev } from './react-preamble';

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Loads a React island's module on first use (ADR 010): pages bundle only the opener, and React
 * with the island arrives when a shopper first opens it. One download per importer; a failed one
 * can be tried again.
 */
export function loadIsland<T>(importer: () => Promise<T>): Promise<T> {
	let load = loads.get(importer) as Promise<T> | undefined;
	if (!load) {
		load = installReactPreambleInDev().then(importer);
		loads.set(importer, load);
		load.catch(() => loads.delete(importer));
	}
	return load;
}
