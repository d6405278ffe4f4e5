// Prev/next buttons of the popular items' 3-row grid: scroll it by one screen of columns.

export function initGridScrollers(): void {
	for (const root of document.querySelectorAll<HTMLElement>('[data-grid-scroller]')) {
		if (root.dataset.ready) continue;
		root.dataset.ready = 'true';
		const track = root.querySelector<HTMLElement>('[data-grid-track]');
		const prev = root.querySelector<HTMLButtonElement>('[data-grid-prev]');
		const next = root.querySelector<HTMLButtonElement>('[data-grid-next]');
		if (!track || !prev || !next) continue;
		const rtl = () => getComputedStyle(track).direction === 'rtl';
		const sync = () => {
			const max = track.scrollWidth - track.clientWidth;
			const at = Math.abs(track.scrollLeft);
			prev.disabled = at <= 1;
			next.disabled = at >= max - 1;
			prev.hidden = next.hidden = max <= 1;
		};
		const move = (direction: 1 | -1) => {
			const step = track.clientWidth * direction * (rtl() ? -1 : 1);
			const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
			track.scrollBy({ left: step, behavior: smooth ? 'smooth' : 'auto' });
		};
		prev.addEventListener('click', () => move(-1));
		next.addEventListener('click', () => move(1));
		track.addEventListener('scroll', sync, { passive: true });
		new ResizeObserver(sync).observe(track);
		sync();
	}
}
