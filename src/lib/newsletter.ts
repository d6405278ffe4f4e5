/** What the footer's newsletter form shows after a subscription (newsletter.* messages). */
export type FormOutcome = 'ok' | 'already' | 'invalid';

/** The query parameter a form post without JavaScript comes back with. */
export const NEWSLETTER_PARAM = 'newsletter';

/** The outcome a page shows, from its query; null when it was not a subscription. */
export function outcomeOf(url: URL): FormOutcome | null {
	const value = url.searchParams.get(NEWSLETTER_PARAM);
	return value === 'ok' || value === 'already' || value === 'invalid' ? value : null;
}
