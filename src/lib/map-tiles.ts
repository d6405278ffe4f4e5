/**
 * The CSP source that allows a Leaflet tile URL template: its origin, with `{s}` subdomains
 * (a, b, c) as a wildcard. Null when the template is not an absolute http(s) URL.
 */
export function tileCspSource(template: string): string | null {
	const hasSubdomains = template.includes('{s}.');
	const filled = template.replace('{s}.', 'x.').replace(/\{[a-z]+\}/gi, '0');
	let url: URL;
	try {
		url = new URL(filled);
	} catch {
		return null;
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
	const host = hasSubdomains ? url.host.replace(/^x\./, '*.') : url.host;
	return `${url.protocol}//${host}`;
}
