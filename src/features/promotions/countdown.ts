import { countdownParts, remainingTime } from './countdown-rules';

const TICK_MS = 1000;

/**
 * Ticks a server-rendered countdown (Countdown.astro) every second; once it is over, replaces
 * the clock with the server-rendered "over" line.
 */
export function startCountdown(element: HTMLElement): void {
	const end = Date.parse(element.dataset.ends ?? '');
	const clock = element.querySelector<HTMLElement>('[role="timer"]');
	if (!clock || !Number.isFinite(end)) return;
	const values = [...element.querySelectorAll<HTMLElement>('[data-part]')];
	const label = element.querySelector('.label')?.textContent ?? '';
	const tick = () => {
		const left = remainingTime(end, Date.now());
		if (left.over) {
			window.clearInterval(timer);
			const over = element.querySelector<HTMLElement>('.over');
			if (over) {
				over.hidden = false;
				element.replaceChildren(over);
			}
			return;
		}
		const parts = countdownParts(left);
		parts.forEach((part, i) => {
			const value = values[i];
			if (value && value.textContent !== part) value.textContent = part;
		});
		clock.setAttribute('aria-label', `${label} ${parts.join(':')}`);
	};
	const timer = window.setInterval(tick, TICK_MS);
	tick();
}
