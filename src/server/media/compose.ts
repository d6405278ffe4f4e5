/**
 * Demo pictures composed from Fluent Emoji 3D with sharp (ADR 019): an item's emoji on a soft
 * background in its module's colour, category tiles, store and brand logos (emoji + initials on
 * the brand colour), and scenes of several emoji for store covers, banners and campaigns, with
 * the left side left clear for a title. Same composition and size → same bytes.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { emojiBytes } from './emoji';

export type Composition =
	/** A product: its emoji on a plate of colour; a garnish emoji and a tone tell variants apart. */
	| { kind: 'item'; emoji: string; garnish?: string; hue: number; tone?: number }
	/** A category or parcel type: one large emoji on a light tile. */
	| { kind: 'tile'; emoji: string; hue: number }
	/** A store or brand logo: an emoji above the initials, on the brand colour. */
	| { kind: 'logo'; emoji: string; hue: number; initials: string }
	/** A cover, banner or campaign: up to four emoji centre-right, the left clear for a title. */
	| { kind: 'scene'; emoji: string[]; hue: number };

/** Background hue shifts of item tones 0–5 (0 = the module's colour). */
const TONES = [0, 42, -42, 90, -90, 180];

const hsl = (hue: number, s: number, l: number) =>
	`hsl(${((Math.round(hue) % 360) + 360) % 360} ${s}% ${l}%)`;

function gradient(hue: number, light: boolean): string {
	const [a, b] = light
		? [hsl(hue, 85, 95), hsl(hue + 28, 80, 86)]
		: [hsl(hue, 62, 46), hsl(hue + 18, 70, 32)];
	return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

function background(c: Composition, width: number, height: number): string {
	const size = Math.min(width, height);
	const hue = c.kind === 'item' ? c.hue + (TONES[c.tone ?? 0] ?? 0) : c.hue;
	const light = c.kind !== 'logo';
	let decor = '';
	if (c.kind === 'item' || c.kind === 'tile') {
		decor = `<ellipse cx="${width / 2}" cy="${(height * 0.8).toFixed(1)}" rx="${(size * 0.34).toFixed(1)}" ry="${(size * 0.07).toFixed(1)}" fill="${hsl(hue, 40, 40)}" fill-opacity="0.14"/>`;
	} else if (c.kind === 'scene') {
		decor = [0.18, 0.42]
			.map((f, i) => {
				const r = height * (0.9 - i * 0.3);
				return `<circle cx="${(width * (0.78 + f / 4)).toFixed(1)}" cy="${(height * f * 2).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${0.28 - i * 0.08}"/>`;
			})
			.join('');
	} else {
		const font = (height * 0.2).toFixed(1);
		decor = `<text x="${width / 2}" y="${(height * 0.88).toFixed(1)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" letter-spacing="${(height * 0.01).toFixed(1)}" text-anchor="middle" fill="#ffffff">${escapeXml(c.initials)}</text>`;
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${gradient(hue, light)}<rect width="${width}" height="${height}" fill="url(#g)"/>${decor}</svg>`;
}

function escapeXml(text: string): string {
	return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface Placement {
	emoji: string;
	/** Centre and size, in pixels. */
	x: number;
	y: number;
	size: number;
}

function placements(c: Composition, width: number, height: number): Placement[] {
	const size = Math.min(width, height);
	switch (c.kind) {
		case 'item': {
			const main = { emoji: c.emoji, x: width / 2, y: height * 0.47, size: size * 0.66 };
			if (!c.garnish) return [main];
			return [
				{ ...main, x: width * 0.46 },
				{ emoji: c.garnish, x: width * 0.76, y: height * 0.72, size: size * 0.32 },
			];
		}
		case 'tile':
			return [{ emoji: c.emoji, x: width / 2, y: height * 0.47, size: size * 0.7 }];
		case 'logo':
			return [{ emoji: c.emoji, x: width / 2, y: height * 0.4, size: size * 0.56 }];
		case 'scene': {
			// Centre x, centre y, size: the main emoji stays inside a centred 3:2 crop (carousels
			// show banners that way) and inside a 4:1 crop (store covers); the left stays clear.
			const spots = [
				[0.63, 0.52, 0.72],
				[0.47, 0.4, 0.44],
				[0.79, 0.34, 0.4],
				[0.8, 0.7, 0.34],
			] as const;
			return c.emoji.slice(0, spots.length).map((emoji, i) => {
				const [fx, fy, fs] = spots[i] ?? spots[0];
				const s = height * fs;
				const x = Math.min(width * fx, width - s / 2 - height * 0.04);
				return { emoji, x: Math.max(width * 0.3 + s / 2, x), y: height * fy, size: s };
			});
		}
	}
}

/** A sharp pipeline drawing the composition at the given size, ready to encode. */
export async function composePicture(
	c: Composition,
	width: number,
	height: number,
): Promise<Sharp> {
	const layers: OverlayOptions[] = [];
	// Smaller emoji first, so the main one sits on top of the others.
	const order = placements(c, width, height).sort((a, b) => a.size - b.size);
	for (const p of order) {
		const side = Math.max(1, Math.round(p.size));
		const input = await sharp(await emojiBytes(p.emoji))
			.resize(side, side, { kernel: 'lanczos3' })
			.png()
			.toBuffer();
		layers.push({
			input,
			left: Math.round(p.x - side / 2),
			top: Math.max(0, Math.round(p.y - side / 2)),
		});
	}
	const base = await sharp(Buffer.from(background(c, width, height)))
		.png()
		.toBuffer();
	return sharp(base).composite(layers);
}
