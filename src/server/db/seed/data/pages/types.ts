/** Content of the business pages (about, terms, privacy, refund, cancellation, shipping, help). */
export interface Localized {
	en: string;
	id: string;
}

/** A block of a page: a heading, paragraphs, or a bulleted list. Plain text only (no HTML). */
export type PageBlock =
	| { kind: 'heading'; text: Localized }
	| { kind: 'paragraph'; text: Localized }
	| { kind: 'list'; items: Localized[] };

export interface PageSeed {
	/** The route without the slash: about-us, terms-and-conditions, privacy-policy, refund-policy,
	 * cancellation-policy, shipping-policy, help-and-support. */
	slug: string;
	title: Localized;
	/** One sentence for the meta description and the page lead. */
	summary: Localized;
	/** ISO date the text was last changed. */
	updated: string;
	blocks: PageBlock[];
}
