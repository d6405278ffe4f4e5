/**
 * JSON texts made once and spliced into answers (ADR 052). A formatted item is the same JSON in
 * every list that shows it until the catalogue changes, so its text is kept beside the (frozen)
 * object; an answer marked as holding such objects is written by splicing their texts between
 * the rest, which `JSON.stringify` writes as usual. The result is the text `JSON.stringify` would
 * give for the whole answer: the same keys in the same order (`Object.keys` and `JSON.stringify`
 * both follow the object's own property order), undefined members left out of objects and
 * written `null` in arrays.
 */

/** Objects whose JSON text is known; they are frozen, so the text cannot go stale. */
const texts = new WeakMap<object, string>();
/** Containers (answers, lists) that may hold objects of `texts`, at any depth below them. */
const spliced = new WeakSet<object>();

/** Records `value`'s JSON text (`JSON.stringify(value)`); `value` must not change afterwards. */
export function rememberJsonText(value: object, text: string): void {
	texts.set(value, text);
}

/**
 * Marks a plain object or array (no `toJSON`) as holding objects with remembered texts, and
 * returns it. Mark answers when they are built: a container made later (a spread) is not marked
 * and is written by `JSON.stringify` alone, which gives the same text.
 */
export function withJsonTexts<T extends object>(container: T): T {
	spliced.add(container);
	return container;
}

/** Whether `value` is an object with a remembered text or a marked container. */
export function hasJsonTexts(value: unknown): value is object {
	return typeof value === 'object' && value !== null && (texts.has(value) || spliced.has(value));
}

function member(value: unknown): string | undefined {
	if (typeof value === 'object' && value !== null) {
		const known = texts.get(value);
		if (known !== undefined) return known;
		if (spliced.has(value)) return jsonTextOf(value);
	}
	return JSON.stringify(value);
}

/** `JSON.stringify(value)` for a value of `hasJsonTexts`, remembered texts spliced in. */
export function jsonTextOf(value: object): string {
	const known = texts.get(value);
	if (known !== undefined) return known;
	if (Array.isArray(value)) {
		let out = '[';
		for (let i = 0; i < value.length; i++) out += `${i ? ',' : ''}${member(value[i]) ?? 'null'}`;
		return `${out}]`;
	}
	let out = '{';
	let first = true;
	for (const key of Object.keys(value)) {
		const text = member((value as Record<string, unknown>)[key]);
		if (text === undefined) continue;
		out += `${first ? '' : ','}${JSON.stringify(key)}:${text}`;
		first = false;
	}
	return `${out}}`;
}
