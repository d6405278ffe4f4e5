/**
 * A least-recently-used map bounded by entries and, when given, by bytes (ADR 040): every
 * in-memory cache of the server that is keyed by request data is one of these, so no cache grows
 * past its setting whatever the shoppers send. Sizes are the holder's own estimate (a string
 * counts two bytes per character, as V8 may store it); an entry larger than a quarter of the
 * byte budget is not kept.
 */
export class BoundedLru<V> {
	private readonly entries = new Map<string, { value: V; bytes: number }>();
	private usedBytes = 0;

	constructor(
		readonly maxEntries: number,
		readonly maxBytes = Number.POSITIVE_INFINITY,
	) {}

	get size(): number {
		return this.entries.size;
	}

	/** Bytes held, by the sizes given to `set` and `resize`. */
	get bytes(): number {
		return this.usedBytes;
	}

	/** The value under `key`, now the most recently used. */
	get(key: string): V | undefined {
		const hit = this.entries.get(key);
		if (!hit) return undefined;
		this.entries.delete(key);
		this.entries.set(key, hit);
		return hit.value;
	}

	/** Keeps `value` (as the most recently used) and drops the oldest until within bounds. */
	set(key: string, value: V, bytes = 0): void {
		this.delete(key);
		if (bytes > this.maxBytes / 4) return;
		this.entries.set(key, { value, bytes });
		this.usedBytes += bytes;
		this.trim();
	}

	/** Records the size of an entry known only later (a promise that resolved). */
	resize(key: string, value: V, bytes: number): void {
		const entry = this.entries.get(key);
		if (!entry || entry.value !== value) return;
		if (bytes > this.maxBytes / 4) {
			this.delete(key);
			return;
		}
		this.usedBytes += bytes - entry.bytes;
		entry.bytes = bytes;
		this.trim();
	}

	/** Drops `key`; with `value`, only while it still holds that value. */
	delete(key: string, value?: V): void {
		const entry = this.entries.get(key);
		if (!entry || (value !== undefined && entry.value !== value)) return;
		this.entries.delete(key);
		this.usedBytes -= entry.bytes;
	}

	clear(): void {
		this.entries.clear();
		this.usedBytes = 0;
	}

	private trim(): void {
		for (const [key, entry] of this.entries) {
			if (this.entries.size <= this.maxEntries && this.usedBytes <= this.maxBytes) break;
			this.entries.delete(key);
			this.usedBytes -= entry.bytes;
		}
	}
}

/** A string's bytes as counted by the caches: two per character. */
export function stringBytes(text: string): number {
	return text.length * 2;
}

/**
 * About how many bytes a loaded value holds (strings two per character, numbers eight, a slot
 * per property or element, objects, arrays, maps and sets walked once each): the size a cache
 * of query results records for an entry. Not exact, but it grows with the value.
 */
export function approxBytes(value: unknown): number {
	const seen = new Set<object>();
	let bytes = 0;
	const stack: unknown[] = [value];
	while (stack.length > 0) {
		const next = stack.pop();
		if (typeof next === 'string') bytes += 16 + next.length * 2;
		else if (typeof next === 'number' || typeof next === 'bigint') bytes += 8;
		else if (typeof next === 'boolean' || next === null || next === undefined) bytes += 8;
		else if (typeof next === 'object') {
			if (seen.has(next)) continue;
			seen.add(next);
			if (next instanceof Date) bytes += 32;
			else if (ArrayBuffer.isView(next)) bytes += 64 + next.byteLength;
			else if (next instanceof Map) {
				bytes += 64;
				for (const [k, v] of next) stack.push(k, v);
			} else if (next instanceof Set) {
				bytes += 64;
				for (const v of next) stack.push(v);
			} else if (Array.isArray(next)) {
				bytes += 32;
				for (const v of next) stack.push(v);
			} else {
				bytes += 32;
				for (const [k, v] of Object.entries(next)) stack.push(k, v);
			}
		}
	}
	return bytes;
}
