/** One step of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
	name: string;
	/** Absolute URL; a step without a page of its own has none. */
	url?: string;
}

/** schema.org BreadcrumbList JSON-LD for a trail, positions counted from 1. */
export function breadcrumbList(crumbs: Crumb[]) {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, i) => ({
			'@type': 'ListItem',
			position: i + 1,
			name: crumb.name,
			...(crumb.url ? { item: crumb.url } : {}),
		})),
	};
}

/**
 * JSON for a `<script type="application/ld+json">`: shop text may hold '</script>', which must not
 * end the element, so every '<' is escaped.
 */
export function jsonLd(value: unknown): string {
	return JSON.stringify(value).replace(/</g, '\\u003c');
}
