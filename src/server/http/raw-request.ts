// Plain TypeScript, no imports: scripts/serve.mjs loads this file with Node's type stripping, to
// answer the requests Astro's standalone server would refuse with a bare `400 Bad request.`
// before any route runs (a URL that does not decode).

export interface RawRefusal {
	status: number;
	headers: Record<string, string>;
	body: string;
}

const API_HEADERS = {
	'Content-Type': 'application/json',
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'no-referrer',
	'X-Frame-Options': 'DENY',
	'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
	'Cache-Control': 'no-store',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bad request</title><style>body{font:1rem/1.5 system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;color-scheme:light dark}</style>
</head><body><main><h1>Bad request</h1><p>This address could not be read: it has characters that are not valid.</p>
<p><a href="/">Go to the home page</a></p></main></body></html>
`;

const decodes = (text: string) => {
	try {
		decodeURIComponent(text);
		return true;
	} catch {
		return false;
	}
};

/**
 * A refusal in the API's error shape (`/api/…`) or as a page, when the URL's path or query does
 * not decode as UTF-8 percent-encoding; null when the request may go on to the routes.
 */
export function refuseUndecodableUrl(url: string): RawRefusal | null {
	const query = url.indexOf('?');
	const path = query < 0 ? url : url.slice(0, query);
	const search = query < 0 ? '' : url.slice(query + 1);
	const pathOk = decodes(path);
	const queryOk = search.split('&').every((part) => decodes(part.replace(/\+/g, ' ')));
	if (pathOk && queryOk) return null;
	if (path.startsWith('/api/')) {
		const [status, code, message] = pathOk
			? [403, 'query', 'The query string is not valid UTF-8 or URL encoding.']
			: [404, 'not_found', 'Not found'];
		return {
			status,
			headers: API_HEADERS,
			body: JSON.stringify({ errors: [{ code, message }] }),
		};
	}
	return {
		status: 400,
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
		body: PAGE,
	};
}
