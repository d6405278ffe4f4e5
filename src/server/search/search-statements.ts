import { createHash } from 'node:crypto';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedRead } from '../db/prepared';
import { readServerEnv } from '../env';
import { logger } from '../log';
import { type PhraseValues, phraseValues, type WordValues, wordValues } from './search.sql';

/**
 * Search statements prepared once per shape (ADR 042): the SQL of a search depends on the number
 * of words, on which words have swapped-letter variants and which are long enough to be looked
 * up in the text, and on the filters; never on the words themselves, which are bound as values.
 */

export type Bindings = Record<string, unknown>;

/** The shape of a term's words and the values of their placeholders. */
export function searchShape(words: string[]) {
	const bindings: Bindings = {};
	const flags = words.map((w, i) => {
		const v = wordValues(w);
		bindings[`w${i}`] = v.word;
		bindings[`c${i}`] = v.contains;
		bindings[`p${i}`] = v.prefix;
		if (v.swaps !== null) bindings[`x${i}`] = v.swaps;
		if (v.text !== null) bindings[`t${i}`] = v.text;
		return { swaps: v.swaps !== null, text: v.text !== null };
	});
	const phrase = phraseValues(words);
	bindings.ph = phrase.phrase;
	bindings.ph1 = phrase.firstName;
	bindings.ph2 = phrase.secondName;
	bindings.ph3 = phrase.startsFirst;
	bindings.ph4 = phrase.startsSecond;
	const key = flags.map((f) => `${f.swaps ? 'x' : ''}${f.text ? 't' : ''}`).join('.');
	return { key: `${words.length}:${key}`, flags, bindings };
}

/** The placeholders of a shape, in the places `wordValues` / `phraseValues` put strings. */
export function placeholders(shape: ReturnType<typeof searchShape>): {
	values: WordValues[];
	phrase: PhraseValues;
} {
	const p = (name: string) => sql.placeholder(name);
	return {
		values: shape.flags.map((f, i) => ({
			word: sql`${p(`w${i}`)}::text`,
			contains: p(`c${i}`),
			prefix: p(`p${i}`),
			swaps: f.swaps ? p(`x${i}`) : null,
			text: f.text ? p(`t${i}`) : null,
		})),
		phrase: {
			phrase: p('ph'),
			firstName: p('ph1'),
			secondName: p('ph2'),
			startsFirst: p('ph3'),
			startsSecond: p('ph4'),
		},
	};
}

interface Executable<T> {
	prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
	toSQL(): { sql: string; params: unknown[] };
}

/** A value as a literal of `EXECUTE` (arrays as array literals), for the plan below only. */
function literal(value: unknown): string {
	if (value === null || value === undefined) return 'null';
	const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
	return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The plan PostgreSQL keeps for a prepared statement (the generic one, bound values unknown at
 * planning), executed with these values: EXPLAIN (ANALYZE, BUFFERS) in one transaction, the
 * statement prepared under a scratch name and dropped after.
 */
async function explainGeneric(db: Database, query: Executable<unknown>, values: Bindings) {
	const { sql: text, params } = query.toSQL();
	const args = fillPlaceholders(params, values).map(literal).join(', ');
	return db.transaction(async (tx) => {
		await tx.execute(sql.raw(`prepare search_plan_probe as ${text}`));
		try {
			await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
			const result = (await tx.execute(
				sql.raw(`explain (analyze, buffers, costs off) execute search_plan_probe(${args})`),
			)) as unknown as { rows: Record<string, unknown>[] };
			return result.rows.map((r) => String(r['QUERY PLAN'])).join('\n');
		} finally {
			await tx.execute(sql.raw('deallocate search_plan_probe'));
		}
	});
}

/** Shapes prepared per statement kind at most; past it a shape runs unprepared, built per call. */
const MAX_SHAPES = 200;

/**
 * A statement per shape: `shapeOf(key)` names the shape and builds its drizzle query (with
 * placeholders); each named shape is prepared once per database (db/prepared.ts `preparedRead`).
 */
export function preparedShape<K, T>(
	kind: string,
	shapeOf: (key: K) => { name: string; build: (db: Database) => Executable<T> },
): (key: K) => (db: Database, values: Bindings) => Promise<T> {
	const shapes = new Map<string, (db: Database, values: Bindings) => Promise<T>>();
	return (key) => {
		const { name, build } = shapeOf(key);
		let run = shapes.get(name);
		if (!run) {
			if (shapes.size >= MAX_SHAPES)
				return (db, values) =>
					build(db)
						.prepare(undefined as unknown as string)
						.execute(values);
			const made = preparedRead(
				`${kind}_${createHash('sha1').update(name).digest('hex').slice(0, 20)}`,
				build,
			);
			run = readServerEnv().SEARCH_PLANS
				? async (db, values) => {
						shapes.set(name, made);
						const plan = await explainGeneric(db, build(db), values).catch(String);
						logger().info({ kind, shape: name, plan }, 'search plan');
						return made(db, values);
					}
				: made;
			shapes.set(name, run);
		}
		return run;
	};
}
