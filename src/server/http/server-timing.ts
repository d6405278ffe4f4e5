import { createMiddleware } from 'hono/factory';
import { withQueryTally } from '../db/query-count';
import type { ApiBindings } from './app-types';

/** `Server-Timing: q;dur=<queries>, data;dur=<ms>` on every API answer (SERVER_TIMING=1). */
export const serverTiming = createMiddleware<ApiBindings>((c, next) =>
	withQueryTally(async (tally) => {
		const started = performance.now();
		await next();
		const ms = Math.round((performance.now() - started) * 10) / 10;
		c.res.headers.set('Server-Timing', `q;dur=${tally.queries}, data;dur=${ms}`);
	}),
);
