import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA (quality anchors D): the axe tags every journey checks. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA findings inside `include` (the whole page without it), one line each. */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
	const builder = new AxeBuilder({ page }).withTags(WCAG);
	const results = await (include ? builder.include(include) : builder).analyze();
	return results.violations.map(
		(v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
	);
}
