import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** What one request has asked the database so far (issue 20: queries per page and API read). */
export interface QueryTally {
	queries: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

/** drizzle's logger hook: counts every statement against the request that sent it. */
export const queryTallyLogger: Logger = {
	logQuery() {
		const tally = tallies.getStore();
		if (tally) tally.queries += 1;
	},
};

/**
 * Runs `work` with a fresh tally: every query it sends (through drizzle, in its async context) is
 * counted. A shared load started by another request counts there, not here.
 */
export function withQueryTally<T>(work: (tally: QueryTally) => Promise<T>): Promise<T> {
	const tally: QueryTally = { queries: 0 };
	return tallies.run(tally, () => work(tally));
}
