import type { Database } from './database';

const memos = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

/**
 * Reuses a small, rarely-changing query result (modules, settings, category names) per database
 * for `ttlMs`. A failed load is not kept. Bounded by the handful of keys the code uses.
 */
export function memoized<T>(
	db: Database,
	key: string,
	ttlMs: number,
	load: () => Promise<T>,
): Promise<T> {
	let byKey = memos.get(db);
	if (!byKey) {
		byKey = new Map();
		memos.set(db, byKey);
	}
	const hit = byKey.get(key);
	if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
	const value = load();
	byKey.set(key, { at: Date.now(), value });
	value.catch(() => byKey?.delete(key));
	return value;
}

/** Drops every memoised result of a database (after an admin change, or in tests). */
export function forgetMemos(db: Database): void {
	memos.delete(db);
}
