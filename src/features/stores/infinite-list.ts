// spec §4: pages are appended, de-duplicated by id; infinite lists stop when a page returns no
// stores or products. The server renders `?page=N` links; this turns them into infinite scroll by
// fetching the next page's cards from the same URL with `fragment=1` (ListFragment.astro).

/** How far below the screen the next page starts loading. */
const PRELOAD_MARGIN_PX = 800;

/**
 * A fragment page: its top-level elements that carry a `data-id` (one card cell each) and the
 * page after it, from its `<link rel="next">` (none on the last page).
 */
export function parseFragment(html: string): { cells: HTMLElement[]; next: string | null } {
	const template = document.createElement('template');
	template.innerHTML = html;
	const top = [...template.content.children];
	const cells = top.filter(
		(el): el is HTMLElement => el instanceof HTMLElement && el.dataset.id !== undefined,
	);
	const link = top.find((el) => el.matches('link[rel="next"]'));
	return { cells, next: link?.getAttribute('href') ?? null };
}

/** The cells not already in the list, by `data-id`, each once. */
export function freshCells(list: Element, cells: HTMLElement[]): HTMLElement[] {
	const seen = new Set([...list.children].map((c) => (c as HTMLElement).dataset.id));
	return cells.filter((cell) => {
		if (seen.has(cell.dataset.id)) return false;
		seen.add(cell.dataset.id);
		return true;
	});
}

export function enhanceInfiniteList(root: HTMLElement): void {
	const list = root.querySelector<HTMLElement>('[data-infinite-items]');
	const pager = root.querySelector<HTMLElement>('[data-pager]');
	const link = pager?.querySelector<HTMLAnchorElement>('a[rel="next"]');
	const status = root.querySelector<HTMLElement>('[data-infinite-status]');
	if (!list || !pager || !link || !('IntersectionObserver' in window)) return;
	let next: string | null = link.getAttribute('href');
	let busy = false;
	root.dataset.enhanced = 'true';
	link.textContent = root.dataset.moreLabel ?? link.textContent;

	const observer = new IntersectionObserver(
		(entries) => {
			if (entries.some((e) => e.isIntersecting)) void load();
		},
		{ rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` },
	);
	const nearScreen = () =>
		pager.getBoundingClientRect().top < window.innerHeight + PRELOAD_MARGIN_PX;
	// A jump past the end (the End key, a fling, a tall footer) never makes the pager intersect,
	// so the observer stays silent: a scroll that leaves the pager above the screen loads too.
	const onScroll = () => {
		if (nearScreen()) void load();
	};
	window.addEventListener('scroll', onScroll, { passive: true });
	const stop = () => {
		observer.disconnect();
		window.removeEventListener('scroll', onScroll);
		next = null;
		pager.hidden = true;
	};

	async function load(): Promise<void> {
		if (busy || !next) return;
		busy = true;
		root.setAttribute('aria-busy', 'true');
		try {
			const url = new URL(next, window.location.href);
			url.searchParams.set('fragment', '1');
			const response = await fetch(url, { headers: { Accept: 'text/html' } });
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			const { cells, next: following } = parseFragment(await response.text());
			const fresh = freshCells(list as HTMLElement, cells);
			list?.append(...fresh);
			if (status && fresh.length)
				status.textContent = (root.dataset.loadedLabel ?? '{count}').replace(
					'{count}',
					String(fresh.length),
				);
			if (cells.length === 0 || !following) {
				stop();
				return;
			}
			next = following;
			link?.setAttribute('href', following);
		} catch {
			// Leave the link for the shopper to follow by hand.
			observer.disconnect();
			window.removeEventListener('scroll', onScroll);
			next = null;
		} finally {
			busy = false;
			root.removeAttribute('aria-busy');
		}
		if (next && nearScreen()) void load();
	}

	link.addEventListener('click', (event) => {
		if (!next) return;
		event.preventDefault();
		void load();
	});
	observer.observe(pager);
}
