/**
 * How long a page being rendered stays true as the clock moves (ADR 033). A component that shows
 * something finer than the catalogue's own clock boundaries (a countdown counted from the minute)
 * says until when its text holds; the page cache keeps the page no longer than that. Outside a
 * shared page's render it does nothing. Server-only (frontmatter).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

interface PageClock {
	until: number;
}

const clock = new AsyncLocalStorage<PageClock>();

/** Runs `render` and reports the earliest instant any component said its text holds until. */
export async function withPageClock<T>(
	render: () => Promise<T>,
): Promise<{ value: T; until: number }> {
	const state: PageClock = { until: Number.POSITIVE_INFINITY };
	const value = await clock.run(state, render);
	return { value, until: state.until };
}

/** What this component shows holds until `epochMs` (then the page must be rendered again). */
export function shownUntil(epochMs: number): void {
	const state = clock.getStore();
	if (state && epochMs < state.until) state.until = epochMs;
}
