// spec §9 carousels: autoplay 4000 ms, infinite only when slides exceed those shown. Slides are
// server-rendered and scroll with CSS scroll-snap (ADR 029); this script adds the previous/next
// buttons, autoplay with its pause button, and the wrap-around, when a carousel nears the screen.

export const CAROUSEL_AUTOPLAY_MS = 4000;
/** Below this width the `sm` count applies (spec §9: 1.1 banner slides under 600 px). */
export const CAROUSEL_SMALL_PX = 600;
/** The storefront's one layout breakpoint (MOBILE_BREAKPOINT_PX): `lg` from here. */
export const CAROUSEL_WIDE_PX = 1180;
/** Slides per view the stylesheet knows (carousel-views.css maps each to a width). */
export const VIEW_STEPS = [1, 1.1, 1.2, 1.5, 2, 2.2, 2.5, 3, 3.5, 4, 5, 6, 8] as const;

/** Slides shown at once: under 600 px, under 1180 px, and wider. */
export interface SlidesPerView {
	sm: number;
	md: number;
	lg: number;
}

export interface CarouselOptions {
	view: SlidesPerView;
	loop: boolean;
	autoplay: boolean;
	/** Gap between slides in px. */
	gap: number;
}

/** The nearest count the stylesheet knows. */
export function snapView(value: number): number {
	let best: number = VIEW_STEPS[0];
	for (const step of VIEW_STEPS) if (Math.abs(step - value) < Math.abs(best - value)) best = step;
	return best;
}

/** Slides shown at a viewport width. */
export function shownAt(view: SlidesPerView, width: number): number {
	if (width < CAROUSEL_SMALL_PX) return view.sm;
	if (width < CAROUSEL_WIDE_PX) return view.md;
	return view.lg;
}

/** spec §9: infinite only when asked for and the slides exceed those shown. */
export function shouldLoop(slides: number, shown: number, requested: boolean): boolean {
	return requested && slides > Math.ceil(shown);
}

/** Reads a carousel's options from its data attributes (written by Carousel.astro). */
export function readOptions(data: DOMStringMap): CarouselOptions {
	const num = (v: string | undefined, fallback: number) => {
		const n = Number(v);
		return Number.isFinite(n) && n > 0 ? n : fallback;
	};
	const lg = num(data.lg, 1);
	const md = num(data.md, lg);
	return {
		view: { lg, md, sm: num(data.sm, md) },
		loop: data.loop === 'true',
		autoplay: data.autoplay === 'true',
		gap: num(data.gap, 16),
	};
}

/** Where a scroller stands, in CSS px from its start edge (positive in both directions). */
export interface ScrollState {
	position: number;
	viewport: number;
	content: number;
	/** One slide and its gap. */
	step: number;
}

/** Less than this from an edge is at the edge (sub-pixel widths). */
const EDGE_PX = 2;

/**
 * The position a press of next (+1) or previous (-1) scrolls to, or null when it stays put: one
 * slide on, wrapping round at the ends when the carousel loops (spec §9).
 */
export function scrollTarget(state: ScrollState, direction: 1 | -1, loop: boolean): number | null {
	const end = Math.max(0, state.content - state.viewport);
	if (end <= EDGE_PX) return null; // everything is shown
	if (direction === 1 && state.position >= end - EDGE_PX) return loop ? 0 : null;
	if (direction === -1 && state.position <= EDGE_PX) return loop ? end : null;
	return Math.min(end, Math.max(0, state.position + direction * state.step));
}

/** What paid-ads.ts (and any other part of a page) may ask of a mounted carousel. */
export interface CarouselControl {
	next(): void;
	/** null when the carousel does not move by itself (reduced motion, or not asked to). */
	autoplay: { readonly running: boolean; start(): void; stop(): void } | null;
}

const controls = new WeakMap<HTMLElement, CarouselControl>();

/** The control of a carousel once its script has mounted (`carousel:ready`). */
export function carouselOf(element: HTMLElement): CarouselControl | null {
	return controls.get(element) ?? null;
}

/** WCAG 2.2.2: a moving carousel can be paused; focus inside it pauses it too. */
function wirePause(element: HTMLElement, control: CarouselControl, changed: Set<() => void>) {
	const pause = element.querySelector<HTMLButtonElement>('[data-carousel-pause]');
	const autoplay = control.autoplay;
	// No autoplay (reduced motion, or a carousel that does not move): no pause button.
	if (!pause || !autoplay?.running) return;
	const label = () => {
		const text = (autoplay.running ? pause.dataset.pauseLabel : pause.dataset.playLabel) ?? '';
		pause.setAttribute('aria-label', text);
		pause.title = text;
		pause.dataset.state = autoplay.running ? 'running' : 'paused';
	};
	pause.addEventListener('click', () => {
		if (autoplay.running) autoplay.stop();
		else autoplay.start();
	});
	element.addEventListener('focusin', (event) => {
		if (event.target !== pause && autoplay.running) autoplay.stop();
	});
	changed.add(label);
	pause.hidden = false;
	label();
}

function mount(element: HTMLElement): void {
	const track = element.querySelector<HTMLElement>('.swiper-wrapper');
	if (!track || element.dataset.ready) return;
	const options = readOptions(element.dataset);
	const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
	const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
	const prev = element.querySelector<HTMLButtonElement>('[data-carousel-prev]');
	const next = element.querySelector<HTMLButtonElement>('[data-carousel-next]');
	const rtl = getComputedStyle(track).direction === 'rtl';
	const sign = rtl ? -1 : 1; // RTL scroll positions run negative
	const loop = () =>
		shouldLoop(track.children.length, shownAt(options.view, window.innerWidth), options.loop);
	const state = (): ScrollState => {
		const [first, second] = track.children as unknown as HTMLElement[];
		const step =
			first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : track.clientWidth;
		return {
			position: Math.abs(track.scrollLeft),
			viewport: track.clientWidth,
			content: track.scrollWidth,
			step,
		};
	};
	const go = (direction: 1 | -1, wrap: boolean) => {
		const target = scrollTarget(state(), direction, wrap);
		if (target !== null) track.scrollTo({ left: sign * target, behavior });
	};
	const showButtons = () => {
		const now = state();
		const fits = now.content - now.viewport <= EDGE_PX;
		const wrap = loop();
		if (prev) {
			prev.hidden = fits;
			prev.disabled = !wrap && now.position <= EDGE_PX;
		}
		if (next) {
			next.hidden = fits;
			next.disabled = !wrap && now.position >= now.content - now.viewport - EDGE_PX;
		}
	};
	prev?.addEventListener('click', () => go(-1, loop()));
	next?.addEventListener('click', () => go(1, loop()));
	track.addEventListener('scroll', showButtons, { passive: true });
	window.addEventListener('resize', showButtons, { passive: true });
	showButtons();

	const changed = new Set<() => void>();
	let running = options.autoplay && !reduced;
	let hovered = false;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const schedule = () => {
		clearTimeout(timer);
		if (!running) return;
		timer = setTimeout(() => {
			if (!hovered && !document.hidden) go(1, true); // autoplay rewinds at the end, as Swiper did
			schedule();
		}, CAROUSEL_AUTOPLAY_MS);
	};
	const setRunning = (value: boolean) => {
		running = value;
		schedule();
		for (const notify of changed) notify();
	};
	const control: CarouselControl = {
		next: () => go(1, true),
		autoplay:
			options.autoplay && !reduced
				? {
						get running() {
							return running;
						},
						start: () => setRunning(true),
						stop: () => setRunning(false),
					}
				: null,
	};
	element.addEventListener('pointerenter', () => {
		hovered = true;
	});
	element.addEventListener('pointerleave', () => {
		hovered = false;
	});
	controls.set(element, control);
	wirePause(element, control, changed);
	schedule();
	element.dataset.ready = 'true';
	element.dispatchEvent(new CustomEvent('carousel:ready', { bubbles: true }));
}

/** Mounts each carousel's controls when it comes within a screen of the viewport. */
export function observeCarousels(root: ParentNode = document): void {
	const elements = [...root.querySelectorAll<HTMLElement>('[data-carousel]')];
	if (!('IntersectionObserver' in window)) {
		for (const el of elements) mount(el);
		return;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				if (!entry.isIntersecting) continue;
				observer.unobserve(entry.target);
				mount(entry.target as HTMLElement);
			}
		},
		{ rootMargin: '50% 0px' },
	);
	for (const el of elements) observer.observe(el);
}
