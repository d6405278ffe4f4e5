import type { APIRoute } from 'astro';
import { handleApiRequest } from '~/server/http/handler';

export const prerender = false;

/** Every /api/v1/* request goes to the Hono app (docs/decisions/002-hono-api-inside-astro.md). */
export const ALL: APIRoute = ({ request, clientAddress }) => {
	let connection: string | undefined;
	try {
		connection = clientAddress;
	} catch {
		// Prerendering or an adapter without addresses: rate limits fall back to 'direct'.
	}
	return handleApiRequest(request, connection);
};
