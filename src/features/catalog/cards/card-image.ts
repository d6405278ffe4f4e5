/** Widths the image route renders (`/images/{folder}/{file}?w=`). */
export const IMAGE_WIDTHS = [120, 160, 240, 320, 480, 640, 800, 1200] as const;

/** True for the app's own resizable images: `/images/{folder}/{file}` without a query. */
export function isResizable(src: string): boolean {
	try {
		const url = new URL(src, 'http://local');
		return url.pathname.startsWith('/images/') && url.search === '';
	} catch {
		return false;
	}
}

/** `a.webp?w=160&f=avif 160w, …` for the widths that suit a slot up to `maxWidth` CSS pixels. */
export function imageSrcset(src: string, maxWidth: number, format: 'avif' | 'webp'): string {
	const widths = IMAGE_WIDTHS.filter((w) => w >= maxWidth / 2 && w <= maxWidth * 2);
	return widths.map((w) => `${src}?w=${w}&f=${format} ${w}w`).join(', ');
}
