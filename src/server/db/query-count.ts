import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** What one request has asked the database so far (issue 20: queries per page and API read). */
export interface QueryTally {
	queries: number;
	/** The first statements' text when asked for (tests that show what a read sends). */
	statements?: string[];
}

const tallies = new AsyncLocalStorage<QueryTally>();

/** drizzle's logger hook: counts every statement against the request that sent it. */
export const queryTallyLogger: Logger = {
	logQuery(query) {
		const tally = tallies.getStore();
		if (!tally) return;
		tally.queries += 1;
		if (tally.statements && tally.statements.length < 50) tally.statements.push(query);
	},
};

/**
 * Runs `work` with a fresh tally: every query it sends (through drizzle, in its async context) is
 * counted. A shared load started by another request counts there, not here.
 */
export function withQueryTally<T>(
	work: (tally: QueryTally) => Promise<T>,
	options: { statements?: boolean } = {},
): Promise<T> {
	const tally: QueryTally = { queries: 0, ...(options.statements ? { statements: [] } : {}) };
	return tallies.run(tally, () => work(tally));
}
