// The calls `npm run bench:search` measures, and the headers a shopper's browser sends with them
// (Orchard Road, every zone, the term's module; `Cache-Control: no-cache` bypasses the response
// cache, ADR 008).

export const CALLS = ['reference', 'suggestions', 'results page'];

/** The API path of a call for a term (under /api/v1). */
export function callPath(call, term) {
	const name = encodeURIComponent(term);
	if (call === 'suggestions') return `/items/item-or-store-search?name=${name}&limit=8`;
	if (call === 'results page')
		return `/get-combined-data?list_type=item&data_type=searched&name=${name}&limit=12&offset=1`;
	// Not search: the same load on a plain list, to read the others against this machine's state.
	return '/items/popular?limit=12&offset=1';
}

export function headersFor(moduleId) {
	return {
		moduleId: String(moduleId),
		zoneId: '[1,2,3,4,5]',
		latitude: '1.3048',
		longitude: '103.8318',
		Accept: 'application/json',
		'Cache-Control': 'no-cache',
	};
}
