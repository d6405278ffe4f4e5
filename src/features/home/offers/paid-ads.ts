import { carouselOf } from '~/components/ui/carousel';

// spec §4 paid ads: video ads autoplay (muted) when in view; at a video's end the carousel
// advances and pauses on the next video. One video plays at a time; none start by themselves
// for visitors who prefer reduced motion.

const VISIBLE_RATIO = 0.6;

function slideOf(video: HTMLVideoElement): HTMLElement | null {
	return video.closest<HTMLElement>('.swiper-slide');
}

function nextVideo(videos: HTMLVideoElement[], after: HTMLVideoElement): HTMLVideoElement | null {
	if (videos.length < 2) return null;
	const at = videos.indexOf(after);
	return videos[(at + 1) % videos.length] ?? null;
}

function mountAds(root: HTMLElement): void {
	const carousel = root.querySelector<HTMLElement>('[data-carousel]');
	const videos = [...root.querySelectorAll<HTMLVideoElement>('video[data-ad-video]')];
	if (!carousel || videos.length === 0) return;
	const visible = new Set<HTMLVideoElement>();
	let current: HTMLVideoElement | null = null;

	const play = (video: HTMLVideoElement) => {
		if (current && current !== video) current.pause();
		current = video;
		video.muted = true;
		void video.play().catch(() => {
			/* autoplay refused: the poster and controls stay */
		});
	};

	const pickVisible = () => {
		if (current && visible.has(current) && !current.ended) return;
		const first = videos.find((v) => visible.has(v) && !v.ended);
		if (first) play(first);
	};

	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				const video = entry.target as HTMLVideoElement;
				if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) visible.add(video);
				else {
					visible.delete(video);
					if (video === current) {
						video.pause();
						current = null;
					}
				}
			}
			pickVisible();
		},
		{ threshold: [0, VISIBLE_RATIO, 1] },
	);
	for (const video of videos) {
		observer.observe(video);
		video.addEventListener('ended', () => {
			const control = carouselOf(carousel);
			const next = nextVideo(videos, video);
			video.currentTime = 0;
			control?.next();
			if (!next) return;
			// The carousel stays on the next video while it plays.
			control?.autoplay?.stop();
			const slide = slideOf(next);
			if (slide) play(next);
		});
		video.addEventListener('play', () => carouselOf(carousel)?.autoplay?.stop());
	}
	// A video may start before the carousel's script mounts: the carousel then starts paused on it.
	carousel.addEventListener('carousel:ready', () => {
		if (current && !current.paused) carouselOf(carousel)?.autoplay?.stop();
	});
}

function mountAll(): void {
	for (const root of document.querySelectorAll<HTMLElement>('[data-paid-ads]')) {
		if (root.dataset.ready) continue;
		root.dataset.ready = 'true';
		mountAds(root);
	}
}

/** What shows a shopper is reaching for a video: a pointer over it, a touch, keyboard focus. */
const REACH = ['pointerenter', 'pointerdown', 'focus'] as const;

/**
 * The native controls come when the shopper reaches for a video (ADR 044), not with the page:
 * Chrome builds them for every video as soon as they are asked for, and repaints their timeline
 * while the video plays.
 */
function offerControls(): void {
	for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-ad-video]')) {
		if (video.dataset.controls) continue;
		video.dataset.controls = 'offered';
		const show = () => {
			video.controls = true;
			for (const type of REACH) video.removeEventListener(type, show);
		};
		for (const type of REACH) video.addEventListener(type, show);
	}
}

/**
 * Videos start only once the page has loaded (issue 21): a video in view would otherwise fetch
 * its file beside the first screen's pictures. Until then the poster image shows.
 */
export function initPaidAds(): void {
	offerControls();
	if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
	if (document.readyState === 'complete') mountAll();
	else addEventListener('load', mountAll, { once: true });
}
