/**
 * The per-request overlay of a shared page (ADR 033): the page cache keeps a page without the
 * visitor's position, and each answer gets that visitor's distances written into the markers
 * `Distance.astro` leaves (`<span data-distance-to="lat,lng" data-decimals="n">…</span>`), from
 * the position cookie, with the great-circle formula the store queries use (store-sql.ts).
 */
import { formatDistanceKm } from '~/features/catalog/card-rules';
import { haversineMeters } from '../providers/geo';

const MARKER =
	/<span data-distance-to="(-?[\d.]+),(-?[\d.]+)" data-decimals="(\d+)">[^<]*<\/span>/g;

/** A page cut at its distance markers: the text between them, and what each marker needs. */
export interface DistanceTemplate {
	/** One more than `marks`: text, mark, text, mark … text. */
	parts: string[];
	marks: Array<{ lat: string; lng: string; decimals: string }>;
}

/** Cuts a page at its distance markers, once per cached page; null when it has none. */
export function distanceTemplate(html: string): DistanceTemplate | null {
	if (!html.includes('<span data-distance-to="')) return null;
	const parts: string[] = [];
	const marks: DistanceTemplate['marks'] = [];
	let last = 0;
	for (const match of html.matchAll(MARKER)) {
		const [, lat = '', lng = '', decimals = '0'] = match;
		parts.push(html.slice(last, match.index));
		marks.push({ lat, lng, decimals });
		last = match.index + match[0].length;
	}
	if (marks.length === 0) return null;
	parts.push(html.slice(last));
	return { parts, marks };
}

/** Each marker's text for a visitor at `position` (0 km without one, as the data layer says). */
export function distanceTexts(
	template: DistanceTemplate,
	position: { lat: number; lng: number } | null,
): string[] {
	return template.marks.map(({ lat, lng, decimals }) => {
		const metres = position
			? Math.round(haversineMeters(position, { lat: Number(lat), lng: Number(lng) }) * 100) / 100
			: 0;
		return formatDistanceKm(metres, Number(decimals));
	});
}

/** The page with the visitor's distances written in. */
export function fillTemplate(template: DistanceTemplate, texts: string[]): string {
	let html = template.parts[0] ?? '';
	template.marks.forEach((mark, i) => {
		html += `<span data-distance-to="${mark.lat},${mark.lng}" data-decimals="${mark.decimals}">${texts[i]}</span>${template.parts[i + 1]}`;
	});
	return html;
}

/** The page with each marker's distance from `position`. */
export function fillDistances(html: string, position: { lat: number; lng: number } | null): string {
	const template = distanceTemplate(html);
	return template ? fillTemplate(template, distanceTexts(template, position)) : html;
}
