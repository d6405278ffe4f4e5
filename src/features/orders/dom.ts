/** Children `h` accepts: nodes, text, and nothing (null/false/undefined are skipped). */
export type Child = Node | string | number | null | undefined | false;

type Attributes = Record<string, string | number | boolean | null | undefined>;

/**
 * A small element builder for the order screens' browser code: attributes are set with
 * setAttribute (`class`, `aria-*`, `data-*`), text is always text (never parsed as HTML).
 */
export function h<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attributes: Attributes | null = null,
	...children: Child[]
): HTMLElementTagNameMap[K] {
	const element = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes ?? {})) {
		if (value === null || value === undefined || value === false) continue;
		element.setAttribute(name, value === true ? '' : String(value));
	}
	element.append(...childNodes(children));
	return element;
}

export function childNodes(children: Child[]): (Node | string)[] {
	return children
		.filter((c): c is Node | string | number => c !== null && c !== undefined && c !== false)
		.map((c) => (typeof c === 'number' ? String(c) : c));
}
