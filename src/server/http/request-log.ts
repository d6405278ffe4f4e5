import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Logger } from '../log';
import { requestIdFrom } from '../log';
import type { ApiBindings } from './app-types';

/**
 * The request's own logger (its lines carry `reqId`), made the first time something logs through
 * it: pino's `child` serialises the bindings through the redaction setup, which cost more than
 * the request line on every answer, and most requests never log anything else (ADR 052).
 */
function childOnDemand(log: Logger, reqId: string): Logger {
	let child: Logger | undefined;
	return new Proxy(log, {
		get(_target, key) {
			child ??= log.child({ reqId });
			const value = Reflect.get(child, key, child);
			return typeof value === 'function' ? value.bind(child) : value;
		},
	});
}

/**
 * One log line per API request: method, route pattern (never the raw path: it may hold ids and
 * search words), status, duration and the request id, echoed as `X-Request-Id`.
 */
export function requestLog(log: Logger) {
	// The line's fields are these five, none a redacted key and none nested (log.ts): redaction
	// can change nothing in it, and its pass cost more than the rest of the line (ADR 045).
	const lines = log.child({}, { redact: { paths: [] } });
	return createMiddleware<ApiBindings>(async (c, next) => {
		const started = performance.now();
		const reqId = requestIdFrom(c.req.header('x-request-id'));
		c.set('reqId', reqId);
		c.set('log', childOnDemand(log, reqId));
		try {
			await next();
		} finally {
			c.res.headers.set('X-Request-Id', reqId);
			const route = routePath(c, -1);
			lines.info(
				{
					reqId,
					method: c.req.method,
					route: route && !route.endsWith('*') ? route : '(unmatched)',
					status: c.res.status,
					ms: Math.round((performance.now() - started) * 10) / 10,
				},
				'request',
			);
		}
	});
}
