import { type PointerEvent, useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';

interface Props {
	images: readonly (string | null)[];
	name: string;
	/** The discount badge's text ("20% off"), if any. */
	badge: string | null;
	/** The page's main image: fetched first (the product page's largest paint). */
	priority: boolean;
	locale: Locale;
}

const SIZES = '(width < 1180px) 100vw, 480px';
const srcset = (image: string, format: string) =>
	[320, 480, 800].map((w) => `${image}?w=${w}&f=${format} ${w}w`).join(', ');

/**
 * spec §2 product detail: the item's images with thumbnails and zoom. A mouse over the image
 * magnifies where it points; the zoom button (touch, keyboard) keeps it magnified.
 */
export function ProductGallery({ images, name, badge, priority, locale }: Props) {
	const list = [...new Set(images.filter((src): src is string => Boolean(src)))];
	const [index, setIndex] = useState(0);
	const [hover, setHover] = useState(false);
	const [pinned, setPinned] = useState(false);
	const image = list[Math.min(index, list.length - 1)];

	const follow = (event: PointerEvent<HTMLDivElement>) => {
		const box = event.currentTarget.getBoundingClientRect();
		const x = ((event.clientX - box.left) / box.width) * 100;
		const y = ((event.clientY - box.top) / box.height) * 100;
		// Set through the CSSOM, not a style attribute: the CSP forbids inline style attributes, and
		// a pointer move needs no re-render.
		event.currentTarget.style.setProperty(
			'--pd-zoom-origin',
			`${Math.round(x)}% ${Math.round(y)}%`,
		);
		if (event.pointerType === 'mouse') setHover(true);
	};
	const zoomed = pinned || hover;

	return (
		<figure className="pd-media">
			<div
				className="pd-stage"
				data-zoomed={zoomed ? 'true' : undefined}
				onPointerMove={follow}
				onPointerLeave={() => setHover(false)}
			>
				{image ? (
					<picture key={image}>
						<source type="image/avif" srcSet={srcset(image, 'avif')} sizes={SIZES} />
						<source type="image/webp" srcSet={srcset(image, 'webp')} sizes={SIZES} />
						<img
							src={`${image}?w=480`}
							alt={name}
							width={480}
							height={480}
							fetchPriority={priority ? 'high' : 'auto'}
							decoding="async"
						/>
					</picture>
				) : (
					<div className="pd-placeholder" role="img" aria-label={name} />
				)}
				{badge && <span className="pd-discount">{badge}</span>}
				{image && (
					<button
						type="button"
						className="pd-zoom"
						aria-pressed={pinned}
						aria-label={m['product.zoom']({}, { locale })}
						onClick={() => setPinned((on) => !on)}
					>
						<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
							<circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
							<path d="M15 15l5 5M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" strokeWidth="2" />
						</svg>
					</button>
				)}
			</div>
			{list.length > 1 && (
				<ul className="pd-thumbs" aria-label={m['product.images']({}, { locale })}>
					{list.map((src, i) => (
						<li key={src}>
							<button
								type="button"
								aria-label={m['product.showImage'](
									{ index: String(i + 1), count: String(list.length) },
									{ locale },
								)}
								aria-current={i === index ? 'true' : undefined}
								onClick={() => setIndex(i)}
							>
								<img
									className="pd-thumb"
									src={`${src}?w=160`}
									alt=""
									width={64}
									height={64}
									loading="lazy"
								/>
							</button>
						</li>
					))}
				</ul>
			)}
		</figure>
	);
}
