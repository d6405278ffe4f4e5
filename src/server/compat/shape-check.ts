/**
 * A small field checker for the client-compatibility table (issue 19): each row names the fields
 * the original client reads, by path, with the JSON type it needs.
 *
 * Paths: `a.b` a property; `a[]` every element of an array, which must not be empty; `a[]?` every
 * element, none allowed; `.` the body itself. Kinds: string, number, boolean, array, object, and
 * a trailing `?` for "present, may be null".
 */
export type Kind =
	| 'string'
	| 'number'
	| 'boolean'
	| 'array'
	| 'object'
	| 'string?'
	| 'number?'
	| 'object?'
	| 'array?';

export type FieldSpec = Record<string, Kind>;

function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	return typeof value;
}

function matches(value: unknown, kind: Kind): boolean {
	const nullable = kind.endsWith('?');
	if (value === null) return nullable;
	return kindOf(value) === kind.replace('?', '');
}

/** Values at a path, each with its concrete location; a problem when the path cannot be followed. */
function resolve(
	value: unknown,
	segments: string[],
	at: string,
): { values: [string, unknown][]; problems: string[] } {
	const [head, ...rest] = segments;
	if (head === undefined) return { values: [[at, value]], problems: [] };
	const list = head.endsWith('[]') || head.endsWith('[]?');
	const key = head.replace(/\[\]\??$/, '');
	let next: unknown = value;
	if (key) {
		if (value === null || typeof value !== 'object' || !(key in value))
			return { values: [], problems: [`${at}${at ? '.' : ''}${key}: missing`] };
		next = (value as Record<string, unknown>)[key];
	}
	const here = `${at}${at && key ? '.' : ''}${key}`;
	if (!list) return resolve(next, rest, here);
	if (!Array.isArray(next)) return { values: [], problems: [`${here}: not an array`] };
	if (next.length === 0 && !head.endsWith('?'))
		return { values: [], problems: [`${here}: empty (a row must show at least one)`] };
	const out = next.map((element, i) => resolve(element, rest, `${here}[${i}]`));
	return { values: out.flatMap((o) => o.values), problems: out.flatMap((o) => o.problems) };
}

/** Every way the body differs from what the client reads; empty when it fits. */
export function shapeProblems(body: unknown, spec: FieldSpec): string[] {
	const problems: string[] = [];
	for (const [path, kind] of Object.entries(spec)) {
		const segments = path === '.' ? [] : path.split('.');
		const found = resolve(body, segments, '');
		problems.push(...found.problems);
		for (const [where, value] of found.values)
			if (!matches(value, kind))
				problems.push(`${where || '.'}: expected ${kind}, got ${kindOf(value)}`);
	}
	return [...new Set(problems)].slice(0, 10);
}
