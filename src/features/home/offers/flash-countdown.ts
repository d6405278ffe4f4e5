import { countdownParts, remainingTime } from '~/features/promotions/countdown-rules';

// The flash sale teaser's countdown (DD:HH:MM:SS), ticking once a second while on screen.

export function initCountdowns(): void {
	for (const root of document.querySelectorAll<HTMLElement>('[data-countdown]')) {
		if (root.dataset.ready) continue;
		root.dataset.ready = 'true';
		const end = Date.parse(root.dataset.countdown ?? '');
		const parts = [...root.querySelectorAll<HTMLElement>('[data-part]')];
		if (!Number.isFinite(end) || parts.length !== 4) continue;
		let timer = 0;
		const tick = () => {
			const left = remainingTime(end, Date.now());
			countdownParts(left).forEach((text, i) => {
				const part = parts[i];
				if (part && part.textContent !== text) part.textContent = text;
			});
			if (left.over) {
				window.clearInterval(timer);
				const over = root.querySelector<HTMLElement>('[data-over]');
				if (over) over.hidden = false;
			}
		};
		tick();
		timer = window.setInterval(tick, 1000);
	}
}
