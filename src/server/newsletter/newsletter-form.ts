import { newsletterRequestSchema } from '~/contracts/compat';
import { type FormOutcome, NEWSLETTER_PARAM } from '~/lib/newsletter';
import type { Database } from '../db/database';
import { subscribe } from './newsletter.service';

export { outcomeOf } from '~/lib/newsletter';

/** The footer form's post: a valid address is stored once. */
export async function subscribeFromForm(db: Database, form: FormData): Promise<FormOutcome> {
	const parsed = newsletterRequestSchema.safeParse({ email: form.get('email') ?? '' });
	if (!parsed.success) return 'invalid';
	return (await subscribe(db, parsed.data.email, 'storefront')) === 'subscribed' ? 'ok' : 'already';
}

/**
 * Where a form post without JavaScript goes back to: the page it came from (same origin only),
 * with the outcome in the query and the footer form in view.
 */
export function backTo(referer: string | null, origin: string, outcome: FormOutcome): string {
	let path = '/';
	try {
		const from = referer ? new URL(referer) : null;
		if (from && from.origin === origin) {
			from.searchParams.delete(NEWSLETTER_PARAM);
			path = `${from.pathname}${from.search}`;
		}
	} catch {
		// an unreadable Referer: the home page
	}
	const joiner = path.includes('?') ? '&' : '?';
	return `${path}${joiner}${NEWSLETTER_PARAM}=${outcome}#newsletter`;
}
