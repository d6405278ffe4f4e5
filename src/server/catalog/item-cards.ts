/**
 * Item rows and formatted items kept until the catalogue changes (ADR 052). A list of items read
 * the same rows and formatted them into the same 6amMart JSON on every request: the page's one
 * statement, the row → item shaping and `JSON.stringify` of about 27 KB were most of a list's
 * server CPU. Both are kept here per process and database, in one LRU bounded by entries and
 * bytes (ADR 040), dropped whenever the catalogue cache's generation moves (any catalogue write,
 * in any process, through the bus: ADR 027) and after the catalogue cache's own safety-net time.
 *
 * - Rows, by date and id: what `item_rows_by_id` returns (the item, its store's facts and the
 *   store discount of that date). Only the lists ranked once per catalogue change read them here.
 * - Formatted items, by id and what the format depends on besides the row (language, origin,
 *   the scope's module type, the running flash-sale entry): the frozen object and its JSON text.
 *   A card is used only for a row equal to the one it was made from, whoever read the row.
 */
import type { Locale } from '~/config/locales';
import { approxBytes, BoundedLru, stringBytes } from '../cache/bounded-lru';
import { catalogCache } from '../cache/catalog-cache';
import type { Database } from '../db/database';
import { rememberJsonText } from '../http/json-text';
import { registerMemoryHolder } from '../memory';
import { type Item, toItem } from './item-format';
import { loadItemLookups, runningFlashByItem } from './item-lookups';
import { type ItemRow, itemRowNames } from './item-row';

/** The budget of rows and cards together, in MB (estimated as ADR 040's caches estimate). */
const ITEM_CARDS_MB = 16;
const MAX_ENTRIES = 20_000;
/** As the catalogue cache (ADR 027): a lost notification heals by then; unwatched, sooner. */
const WATCHED_MAX_MS = 10 * 60_000;
const UNWATCHED_MAX_MS = 30_000;

interface Entry {
	row: ItemRow;
	/** Absent for a row entry. */
	item?: Item;
	expires: number;
}

class ItemCards {
	readonly entries = new BoundedLru<Entry>(MAX_ENTRIES, ITEM_CARDS_MB * 1024 * 1024);
	generation: number;

	constructor(private readonly db: Database) {
		this.generation = catalogCache(db).generation;
	}

	/** The catalogue's generation now; everything of an older one is dropped first. */
	sync(): number {
		const generation = catalogCache(this.db).generation;
		if (generation !== this.generation) {
			this.entries.clear();
			this.generation = generation;
		}
		return generation;
	}

	get(key: string, now: number): Entry | undefined {
		const hit = this.entries.get(key);
		if (hit && hit.expires <= now) {
			this.entries.delete(key, hit);
			return undefined;
		}
		return hit;
	}

	/** Keeps `entry` if the catalogue has not changed since `generation` was read. */
	set(key: string, entry: Omit<Entry, 'expires'>, bytes: number, generation: number): void {
		if (this.sync() !== generation) return;
		const cache = catalogCache(this.db);
		const expires = Date.now() + (cache.watched ? WATCHED_MAX_MS : UNWATCHED_MAX_MS);
		this.entries.set(key, { ...entry, expires }, stringBytes(key) + bytes);
	}
}

const byDatabase = new WeakMap<Database, ItemCards>();

function cardsOf(db: Database): ItemCards {
	let cards = byDatabase.get(db);
	if (!cards) {
		const created = new ItemCards(db);
		cards = created;
		byDatabase.set(db, created);
		registerMemoryHolder('item cards', () => ({
			entries: created.entries.size,
			maxEntries: created.entries.maxEntries,
			bytes: created.entries.bytes,
			maxBytes: created.entries.maxBytes,
		}));
	}
	return cards;
}

/**
 * The rows of `ids` for `today` (item, store facts, that day's store discount), by id: from the
 * cache, the rest read with `read` and kept. Ids without a row are absent from the map.
 */
export async function cachedItemRows(
	db: Database,
	ids: readonly number[],
	today: string,
	read: (ids: number[]) => Promise<ItemRow[]>,
): Promise<Map<number, ItemRow>> {
	const cards = cardsOf(db);
	const generation = cards.sync();
	const now = Date.now();
	const found = new Map<number, ItemRow>();
	const missing: number[] = [];
	for (const id of ids) {
		const hit = cards.get(`row|${today}|${id}`, now);
		if (hit) found.set(id, hit.row);
		else missing.push(id);
	}
	if (missing.length === 0) return found;
	for (const row of await read(missing)) {
		found.set(row.id, row);
		cards.set(`row|${today}|${row.id}`, { row }, approxBytes(row), generation);
	}
	return found;
}

/**
 * Whether two JSON values write the same text: equal scalars, arrays equal member by member,
 * objects with the same keys in the same order and equal values. Nothing is allocated.
 */
function sameJson(u: unknown, v: unknown): boolean {
	if (u === v) return true;
	if (typeof u !== 'object' || typeof v !== 'object' || u === null || v === null) return false;
	if (Array.isArray(u) || Array.isArray(v)) {
		if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length) return false;
		for (let i = 0; i < u.length; i++) if (!sameJson(u[i], v[i])) return false;
		return true;
	}
	if (u instanceof Date || v instanceof Date)
		return u instanceof Date && v instanceof Date && u.getTime() === v.getTime();
	const x = u as Record<string, unknown>;
	const y = v as Record<string, unknown>;
	const keys = Object.keys(x);
	const others = Object.keys(y);
	if (keys.length !== others.length) return false;
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i] as string;
		if (key !== others[i] || !sameJson(x[key], y[key])) return false;
	}
	return true;
}

/** Whether two rows format alike: every column of an item row equal (JSON columns by value). */
function sameRow(a: ItemRow, b: ItemRow): boolean {
	if (a === b) return true;
	const x = a as unknown as Record<string, unknown>;
	const y = b as unknown as Record<string, unknown>;
	for (const name of itemRowNames) if (!sameJson(x[name], y[name])) return false;
	return true;
}

/** Freezes a formatted item and what it alone holds (the module object is the modules' own). */
function freezeItem(item: Item): Item {
	const stack: unknown[] = Object.entries(item)
		.filter(([key]) => key !== 'module')
		.map(([, value]) => value);
	while (stack.length > 0) {
		const next = stack.pop();
		if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
		Object.freeze(next);
		stack.push(...Object.values(next));
	}
	return Object.freeze(item);
}

export interface CardScope {
	locale: Locale;
	baseUrl: string;
	moduleType: string;
	nowIso: string;
}

/**
 * `toItem` of each row, as it formats now: kept objects (frozen, their JSON text remembered for
 * `jsonTextOf`) where the row and what the format reads besides it are those of a kept card;
 * the others formatted with one set of lookups and kept.
 */
export async function formatItemCards(
	db: Database,
	rows: ItemRow[],
	scope: CardScope,
): Promise<Item[]> {
	if (rows.length === 0) return [];
	const cards = cardsOf(db);
	const generation = cards.sync();
	const now = Date.now();
	const flash = await runningFlashByItem(
		db,
		rows.map((r) => r.id),
		scope.nowIso,
	);
	const context = `${scope.locale}|${scope.moduleType}|${scope.baseUrl}`;
	const keyOf = (row: ItemRow) => `card|${row.id}|${flash.get(row.id)?.id ?? ''}|${context}`;
	const out: Array<Item | undefined> = rows.map((row) => {
		const hit = cards.get(keyOf(row), now);
		return hit?.item && sameRow(hit.row, row) ? hit.item : undefined;
	});
	const missing = rows.filter((_, i) => out[i] === undefined);
	if (missing.length === 0) return out as Item[];
	const lookups = await loadItemLookups(db, missing, { ...scope, flashSale: flash });
	return rows.map((row, i) => {
		const kept = out[i];
		if (kept) return kept;
		const item = freezeItem(toItem(row, lookups));
		const text = JSON.stringify(item);
		rememberJsonText(item, text);
		cards.set(keyOf(row), { row, item }, stringBytes(text) + approxBytes(item), generation);
		return item;
	});
}
