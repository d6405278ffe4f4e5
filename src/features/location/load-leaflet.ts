/**
 * Leaflet and its stylesheet, for a map about to mount (the picker, the zone checker, order
 * tracking). The stylesheet is a URL (`?url`), not a CSS import: Astro gives a page every CSS file
 * its scripts may import, even behind a dynamic `import()`, so an imported stylesheet reached
 * every page although most visits never open a map (ADR 048). One `<link>` is added on first use.
 */
import leafletStylesUrl from '~/styles/vendor-leaflet.css?url';

let styles: Promise<void> | null = null;

/** Links Leaflet's styles once; resolves when they apply, so a map is laid out with them. */
function loadLeafletStyles(): Promise<void> {
	styles ??= new Promise<void>((resolve, reject) => {
		const link = document.createElement('link');
		link.rel = 'stylesheet';
		link.href = leafletStylesUrl;
		link.addEventListener('load', () => resolve());
		link.addEventListener('error', () => {
			link.remove();
			styles = null; // a failed download can be tried again
			reject(new Error(`Leaflet styles did not load: ${leafletStylesUrl}`));
		});
		document.head.append(link);
	});
	return styles;
}

/** Leaflet's code and styles, fetched together. */
export async function loadLeaflet(): Promise<typeof import('leaflet')> {
	const [leaflet] = await Promise.all([import('leaflet'), loadLeafletStyles()]);
	return leaflet.default;
}
