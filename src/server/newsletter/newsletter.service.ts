import type { Database } from '../db/database';
import { newsletterSubscribers } from '../db/schema';

export type SubscribeOutcome = 'subscribed' | 'already';

/**
 * Stores an address once (the unique email decides, so two processes racing agree): a second
 * subscription of the same address changes nothing and says so.
 */
export async function subscribe(
	db: Database,
	email: string,
	source: 'api' | 'storefront',
): Promise<SubscribeOutcome> {
	const inserted = await db
		.insert(newsletterSubscribers)
		.values({ email: email.toLowerCase(), source })
		.onConflictDoNothing({ target: newsletterSubscribers.email })
		.returning({ id: newsletterSubscribers.id });
	return inserted.length > 0 ? 'subscribed' : 'already';
}

export const NEWSLETTER_MESSAGES: Record<SubscribeOutcome, string> = {
	subscribed: 'Subscribed successfully.',
	already: 'This email is already subscribed.',
};
