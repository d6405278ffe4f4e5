import { catalogCache } from '../cache/catalog-cache';
import type { Database } from './database';

/** Reuse until the catalogue changes (bounded by the catalogue cache's safety net, ADR 027). */
export const UNTIL_CHANGED = Number.POSITIVE_INFINITY;

/**
 * Reuses a small, rarely-changing query result (modules, settings, category names) per database
 * until the catalogue changes or `ttlMs` passes. A failed load is not kept. Lives in the
 * catalogue cache (ADR 027): bounded, and cleared in every process by the `catalog_changed` bus.
 */
export function memoized<T>(
	db: Database,
	key: string,
	ttlMs: number,
	load: () => Promise<T>,
): Promise<T> {
	return catalogCache(db).read(`memo:${key}`, ttlMs, load);
}

/** Drops every cached catalogue answer of a database (in tests, after a direct write). */
export function forgetMemos(db: Database): void {
	catalogCache(db).clear();
}
