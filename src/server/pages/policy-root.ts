/**
 * The policy pages at the server root, as the original 6amMart React client asks for them
 * (issue 19): `GET /about-us` with `Accept: application/json` wants the page as a JSON string of
 * HTML; a browser asking for HTML gets our page. The client's own spellings (`/refund`,
 * `/cancelation`) redirect browsers to our pages. Every answer varies on `Accept`.
 */

interface PolicyPath {
	/** The API path (under /api/v1) answering the page as `{title, value, blocks}`. */
	api: string;
	/** Our HTML page. */
	page: string;
}

const ROOT_POLICIES: Record<string, PolicyPath> = {
	'/about-us': { api: '/about-us', page: '/about-us' },
	'/privacy-policy': { api: '/privacy-policy', page: '/privacy-policy' },
	'/terms-and-conditions': { api: '/terms-and-conditions', page: '/terms-and-conditions' },
	'/refund': { api: '/refund-policy', page: '/refund-policy' },
	'/refund-policy': { api: '/refund-policy', page: '/refund-policy' },
	'/cancelation': { api: '/cancelation', page: '/cancellation-policy' },
	'/cancellation-policy': { api: '/cancelation', page: '/cancellation-policy' },
	'/shipping-policy': { api: '/shipping-policy', page: '/shipping-policy' },
};

export function rootPolicy(pathname: string): PolicyPath | null {
	return ROOT_POLICIES[pathname.replace(/\/$/, '') || '/'] ?? null;
}

/** Media ranges of an Accept header with their q values, most preferred first. */
function ranges(accept: string): { type: string; q: number }[] {
	return accept
		.split(',')
		.map((part) => {
			const [type = '', ...params] = part.trim().toLowerCase().split(';');
			const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
			const value = q ? Number(q.slice(2)) : 1;
			return { type: type.trim(), q: Number.isFinite(value) ? value : 0 };
		})
		.filter((r) => r.type && r.q > 0);
}

/** True when the request prefers JSON to HTML (a browser's `text/html,…,*\/*` does not). */
export function prefersJson(accept: string | null): boolean {
	if (!accept) return false;
	const list = ranges(accept);
	const q = (match: (type: string) => boolean) =>
		Math.max(0, ...list.filter((r) => match(r.type)).map((r) => r.q));
	const json = q((t) => t === 'application/json' || t.endsWith('+json'));
	const html = q((t) => t === 'text/html' || t === 'application/xhtml+xml');
	return json > 0 && json > html;
}

export type ApiFetch = (apiPath: string, init: RequestInit) => Promise<Response>;

function withVary(response: Response): Response {
	const headers = new Headers(response.headers);
	headers.append('Vary', 'Accept');
	return new Response(response.body, { status: response.status, headers });
}

/**
 * Answers a root policy path for a JSON client (through the API, so CORS, logs and limits are
 * the API's) or redirects a browser from the client's spellings; null: render our page.
 */
export async function policyRootAnswer(
	request: Request,
	pathname: string,
	localePrefix: string,
	fetchApi: ApiFetch,
): Promise<Response | null> {
	const policy = rootPolicy(pathname);
	if (!policy) return null;
	const method = request.method.toUpperCase();
	if (method === 'OPTIONS' || (method === 'GET' && prefersJson(request.headers.get('Accept')))) {
		const answer = await fetchApi(policy.api, { method, headers: request.headers });
		if (method === 'OPTIONS' || answer.status !== 200) return withVary(answer);
		const body = (await answer.json()) as { value?: unknown };
		const headers = new Headers(answer.headers);
		headers.delete('Content-Length');
		headers.append('Vary', 'Accept');
		return new Response(JSON.stringify(typeof body.value === 'string' ? body.value : ''), {
			status: 200,
			headers,
		});
	}
	if (method === 'GET' && pathname.replace(/\/$/, '') !== policy.page) {
		return new Response(null, {
			status: 308,
			headers: { Location: `${localePrefix}${policy.page}`, Vary: 'Accept' },
		});
	}
	return null;
}
