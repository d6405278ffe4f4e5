const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

async function bodyMethod(request: Request): Promise<string | null> {
	const type = request.headers.get('content-type') ?? '';
	try {
		if (type.includes('application/json')) {
			const body: unknown = await request.clone().json();
			return typeof body === 'object' && body && '_method' in body ? String(body._method) : null;
		}
		if (
			type.includes('multipart/form-data') ||
			type.includes('application/x-www-form-urlencoded')
		) {
			const value = (await request.clone().formData()).get('_method');
			return typeof value === 'string' ? value : null;
		}
	} catch {
		return null; // a malformed body is the route's to reject, with the API's error shape
	}
	return null;
}

/**
 * Laravel's method spoofing (contract §0.1): a POST carrying `_method=put|patch|delete` in its
 * JSON, form or multipart body, or an `X-HTTP-Method-Override` header, is routed as that method.
 */
export async function applyMethodOverride(request: Request): Promise<Request> {
	if (request.method !== 'POST') return request;
	const wanted = (
		request.headers.get('x-http-method-override') ?? (await bodyMethod(request))
	)?.toUpperCase();
	if (!wanted || !OVERRIDABLE.has(wanted)) return request;
	return new Request(request.url, {
		method: wanted,
		headers: request.headers,
		body: await request.arrayBuffer(),
		signal: request.signal,
	});
}
