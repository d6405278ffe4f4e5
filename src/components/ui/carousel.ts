// spec §9 carousels: autoplay 4000 ms, speed 800 ms, infinite only when slides exceed those shown.
// Slides are server-rendered in Swiper's markup and scroll with CSS scroll-snap; Swiper loads
// only when a carousel comes near the screen.

export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 800;
/** Below this width the `sm` count applies (spec §9: 1.1 banner slides under 600 px). */
export const CAROUSEL_SMALL_PX = 600;
/** The storefront's one layout breakpoint (MOBILE_BREAKPOINT_PX): `lg` from here. */
export const CAROUSEL_WIDE_PX = 1180;
/** Slides per view the stylesheet knows (Carousel.astro maps each to a width). */
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
	/** Gap between slides in px (Swiper's spaceBetween, the CSS gap before it loads). */
	gap: number;
}

/** The nearest count the stylesheet knows, so CSS widths and Swiper always agree. */
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

/** Swiper's options for a carousel; autoplay and motion off when the visitor asks for less motion. */
export function swiperOptions(
	options: CarouselOptions,
	slides: number,
	width: number,
	reducedMotion: boolean,
) {
	const { view, gap } = options;
	const loop = shouldLoop(slides, shownAt(view, width), options.loop);
	return {
		slidesPerView: view.sm,
		spaceBetween: gap,
		speed: reducedMotion ? 0 : CAROUSEL_SPEED_MS,
		loop,
		watchOverflow: true,
		breakpoints: {
			[CAROUSEL_SMALL_PX]: { slidesPerView: view.md },
			[CAROUSEL_WIDE_PX]: { slidesPerView: view.lg },
		},
		autoplay:
			options.autoplay && !reducedMotion
				? {
						delay: CAROUSEL_AUTOPLAY_MS,
						disableOnInteraction: false,
						pauseOnMouseEnter: true,
					}
				: false,
	} as const;
}

type SwiperInstance = {
	slideNext(speed?: number): void;
	autoplay?: { running: boolean; start(): void; stop(): void };
	on(event: string, handler: () => void): void;
	off(event: string, handler: () => void): void;
	activeIndex: number;
	slides: HTMLElement[];
};

/** The Swiper of a carousel once it is mounted (Swiper keeps itself on its element). */
export function swiperOf(element: HTMLElement): SwiperInstance | null {
	const swiper = element.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
	return swiper?.swiper ?? null;
}

/** WCAG 2.2.2: a moving carousel can be paused; focus inside it pauses it too. */
function wirePause(element: HTMLElement, swiper: SwiperInstance) {
	const pause = element.querySelector<HTMLButtonElement>('[data-carousel-pause]');
	const autoplay = swiper.autoplay;
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
		label();
	});
	element.addEventListener('focusin', (event) => {
		if (event.target !== pause && autoplay.running) {
			autoplay.stop();
			label();
		}
	});
	swiper.on('autoplayStop', label);
	swiper.on('autoplayStart', label);
	pause.hidden = false;
	label();
}

/** Destructured right at the import so the bundler keeps only these three modules. */
async function swiperModules() {
	const { A11y, Autoplay, Navigation } = await import('swiper/modules');
	return { A11y, Autoplay, Navigation };
}

async function mount(element: HTMLElement): Promise<void> {
	const container = element.querySelector<HTMLElement>('.swiper');
	if (!container || element.dataset.ready) return;
	element.dataset.ready = 'loading';
	const [{ default: Swiper }, { A11y, Autoplay, Navigation }] = await Promise.all([
		import('swiper'),
		swiperModules(),
	]);
	const options = readOptions(element.dataset);
	const slides = container.querySelectorAll('.swiper-wrapper > .swiper-slide').length;
	const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
	const prevEl = element.querySelector<HTMLButtonElement>('[data-carousel-prev]');
	const nextEl = element.querySelector<HTMLButtonElement>('[data-carousel-next]');
	const swiper = new Swiper(container, {
		modules: [A11y, Autoplay, Navigation],
		...swiperOptions(options, slides, window.innerWidth, reduced),
		navigation: { prevEl, nextEl, addIcons: false },
		a11y: {
			enabled: true,
			prevSlideMessage: prevEl?.getAttribute('aria-label') ?? '',
			nextSlideMessage: nextEl?.getAttribute('aria-label') ?? '',
			slideLabelMessage: '{{index}} / {{slidesLength}}',
		},
	}) as unknown as SwiperInstance;
	for (const button of [prevEl, nextEl]) if (button) button.hidden = false;
	wirePause(element, swiper);
	element.dataset.ready = 'true';
	element.dispatchEvent(new CustomEvent('carousel:ready', { bubbles: true }));
}

let queue: Promise<void> = Promise.resolve();

/** Resolves when the browser is idle (or soon, where it cannot say). */
function idle(): Promise<void> {
	return new Promise((resolve) => {
		if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
		else setTimeout(resolve, 0);
	});
}

/**
 * One carousel per idle moment: a home page has up to a dozen, and starting them together is one
 * long task that keeps a phone from answering taps (Lighthouse's total blocking time).
 */
function scheduleMount(element: HTMLElement): void {
	queue = queue
		.then(idle)
		.then(() => mount(element))
		.catch((error: unknown) => {
			// The CSS scroller still works without Swiper.
			console.error(error);
		});
}

/** Mounts Swiper on each carousel when it comes within a screen of the viewport. */
export function observeCarousels(root: ParentNode = document): void {
	const elements = [...root.querySelectorAll<HTMLElement>('[data-carousel]')];
	if (!('IntersectionObserver' in window)) {
		for (const el of elements) scheduleMount(el);
		return;
	}
	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				if (!entry.isIntersecting) continue;
				observer.unobserve(entry.target);
				scheduleMount(entry.target as HTMLElement);
			}
		},
		{ rootMargin: '50% 0px' },
	);
	for (const el of elements) observer.observe(el);
}
