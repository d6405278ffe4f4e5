import type { APIRoute } from 'astro';
import { backTo, subscribeFromForm } from '~/server/newsletter/newsletter-form';

export const prerender = false;

/**
 * The footer's newsletter form (issue 19): without JavaScript the browser posts here and comes
 * back to its page with the outcome; the enhanced form asks for JSON and stays on the page.
 */
export const POST: APIRoute = async ({ request, url, locals }) => {
	const origin = request.headers.get('Origin');
	if (origin && origin !== url.origin) return new Response('Forbidden', { status: 403 });
	let form: FormData;
	try {
		form = await request.formData();
	} catch {
		form = new FormData();
	}
	const outcome = await subscribeFromForm(await locals.ctx.db(), form);
	if (request.headers.get('Accept')?.includes('application/json'))
		return Response.json({ outcome }, { status: outcome === 'invalid' ? 422 : 200 });
	return new Response(null, {
		status: 303,
		headers: { Location: backTo(request.headers.get('Referer'), url.origin, outcome) },
	});
};
