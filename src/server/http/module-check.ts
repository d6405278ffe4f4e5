import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { modules } from '../db/schema';
import type { ApiBindings } from './app-types';
import { apiError } from './errors';

/**
 * Contract §0.4 `module-check`: a `moduleId` header naming an active module, required unless the
 * route lets it be absent (it is still validated when present).
 */
export function moduleCheck(options: { optional?: boolean } = {}) {
	return createMiddleware<ApiBindings>(async (c, next) => {
		const raw = c.req.header('moduleId');
		const { moduleId } = c.get('ctx');
		if (!raw?.trim()) {
			if (options.optional) return next();
			throw apiError(403, 'moduleId', 'Module id required');
		}
		if (moduleId === null) throw apiError(403, 'moduleId', 'Module id required');
		const [found] = await c
			.get('db')
			.select({ id: modules.id })
			.from(modules)
			.where(and(eq(modules.id, moduleId), eq(modules.status, 1)));
		if (!found) throw apiError(403, 'moduleId', 'Not found');
		return next();
	});
}

/** Catalogue lists need the caller's zones (contract §0.6: 403 `zoneId` "Zone id required"). */
export const zoneCheck = createMiddleware<ApiBindings>(async (c, next) => {
	if (!c.get('ctx').zoneIds) throw apiError(403, 'zoneId', 'Zone id required');
	return next();
});
