/**
 * Deterministic demo artwork: an SVG drawn from a file name (its words pick the motif, its hash
 * the colours), so seeded items, stores and banners have images without shipping thousands of
 * files or fetching any from the internet. Shapes only: no fonts needed.
 */

const MOTIFS: [RegExp, string][] = [
	[
		/coffee|kopi|teh|tea|latte|milo|cocoa|chai/,
		'M14 20h30v14a12 12 0 0 1-12 12h-6a12 12 0 0 1-12-12Zm30 4h4a6 6 0 0 1 0 12h-4',
	],
	[
		/juice|drink|water|soda|cola|jus|minuman|syrup|sirup|bottle/,
		'M25 8h10v8l6 8v28a4 4 0 0 1-4 4H23a4 4 0 0 1-4-4V24l6-8Z',
	],
	[/milk|susu|yogurt|yoghurt|cheese|keju|butter/, 'M20 14h20l4 10v30H16V24Zm0 0 6-8h8l6 8'],
	[
		/rice|nasi|noodle|mee|mie|laksa|soup|sup|bowl|porridge|bubur|pho|ramen|bak|kway|hor fun/,
		'M8 28h44a22 22 0 0 1-44 0Zm10-6c0-4 4-4 4-8m8 8c0-4 4-4 4-8m8 8c0-4 4-4 4-8',
	],
	[
		/chicken|ayam|satay|sate|beef|daging|mutton|kambing|fish|ikan|prawn|udang|pork|meat|seafood|crab|kepiting/,
		'M38 10a12 12 0 0 1 4 20L28 44l-4 8-6-2 2-6-6-2 8-4 14-14a12 12 0 0 1 2-14Z',
	],
	[
		/bread|roti|toast|bun|cake|kue|pastry|croissant|prata|kaya|muffin|biscuit|cookie/,
		'M12 26a18 14 0 0 1 36 0v4h-4v22H16V30h-4Z',
	],
	[
		/apple|banana|pisang|orange|jeruk|mango|mangga|durian|fruit|buah|berry|grape|anggur|melon|papaya/,
		'M30 18c10-8 22 0 20 16-2 14-12 20-20 16-8 4-18-2-20-16-2-16 10-24 20-16Zm0 0c0-6 4-10 8-10',
	],
	[
		/vegetable|sayur|salad|leaf|kangkung|spinach|bayam|cabbage|kubis|broccoli|carrot|wortel|tomato|tomat|onion|bawang|herb/,
		'M14 50C14 26 30 12 50 10c-2 20-16 36-36 40Zm0 0 24-26',
	],
	[/egg|telur/, 'M30 8c10 0 18 18 18 30a18 18 0 0 1-36 0C12 26 20 8 30 8Z'],
	[
		/pill|tablet|capsule|kapsul|mg|paracetamol|medicine|obat|vitamin|antibiotic|supplement|suplemen|strip/,
		'M14 38 38 14a10 10 0 0 1 14 14L28 52A10 10 0 0 1 14 38Zm12-12 14 14',
	],
	[
		/shirt|kaos|kemeja|dress|tee|jeans|jacket|jaket|hoodie|blouse|skirt|fashion|pants|celana/,
		'M22 8h16l14 10-6 10-6-4v30H20V24l-6 4-6-10Z',
	],
	[
		/plaster|bandage|perban|thermometer|termometer|mask|masker|sanitizer|first aid|cotton/,
		'M10 24h40v16H10Zm16-8h8v32h-8Z',
	],
	[
		/baby|bayi|diaper|popok|wipes|tisu/,
		'M30 12a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-14 40c0-10 6-16 14-16s14 6 14 16Z',
	],
	[/shoe|sepatu|sneaker|sandal|slipper/, 'M8 36c8 0 12-4 14-12l10 6c6 4 14 4 20 6v10H8Z'],
	[
		/phone|ponsel|laptop|tablet pc|earbuds|earphone|headphone|watch|jam|charger|cable|kabel|speaker|mouse|keyboard|camera|kamera|power bank/,
		'M18 6h24a4 4 0 0 1 4 4v40a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4V10a4 4 0 0 1 4-4Zm8 42h8',
	],
	[
		/book|buku|toy|mainan|lego|puzzle|game|box|kotak/,
		'M10 20 30 10l20 10v24L30 54 10 44Zm0 0 20 10 20-10M30 30v24',
	],
	[
		/lamp|lampu|pillow|bantal|towel|handuk|pan|wajan|pot|panci|kitchen|dapur|home|rumah|chair|kursi|table|meja|bed/,
		'M8 30 30 12l22 18v22H8Zm16 22V38h12v14',
	],
	[
		/soap|sabun|shampoo|sampo|lotion|cream|krim|beauty|cosmetic|lipstick|serum|toothpaste|pasta gigi/,
		'M22 18h16v6l4 6v22H18V30l4-6Zm4-10h8v10h-8Z',
	],
	[
		/snack|camilan|chips|keripik|chocolate|cokelat|candy|permen|nut|kacang/,
		'M16 10h28l-4 8 4 8-4 8 4 8-4 8 4 4H16l4-4-4-8 4-8-4-8 4-8-4-8Z',
	],
];
const DEFAULT_MOTIF = 'M14 22h32l-3 30H17Zm8 0v-4a8 8 0 0 1 16 0v4';

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashOf(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

export function motifFor(words: string): string {
	const text = words.toLowerCase();
	return MOTIFS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_MOTIF;
}

/** An SVG of the given size for a file name such as "ahmad-nasi-lemak.webp". */
export function artworkSvg(fileName: string, width: number, height: number): string {
	const words = fileName.replace(/\.[a-z]+$/, '').replace(/[-_]+/g, ' ');
	const h = hashOf(words);
	const hue = h % 360;
	const hue2 = (hue + 35 + ((h >>> 9) % 50)) % 360;
	const bg = `hsl(${hue} 70% 93%)`;
	const bg2 = `hsl(${hue2} 75% 86%)`;
	const fg = `hsl(${hue} 62% 38%)`;
	const accent = `hsl(${hue2} 80% 62%)`;
	const size = Math.min(width, height);
	const scale = (size * 0.55) / 60;
	const cx = width > height * 1.4 ? width * 0.72 : width / 2;
	const cy = height / 2;
	const dots = [0, 1, 2].map((i) => {
		const r = size * (0.12 + ((h >>> (i * 5)) % 10) / 60);
		const x = (((h >>> (i * 7)) % 100) / 100) * width;
		const y = (((h >>> (i * 3 + 11)) % 100) / 100) * height;
		return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${accent}" fill-opacity="0.22"/>`;
	});
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${dots.join('')}
<circle cx="${cx}" cy="${cy}" r="${(size * 0.36).toFixed(1)}" fill="#ffffff" fill-opacity="0.75"/>
<g transform="translate(${(cx - 30 * scale).toFixed(1)} ${(cy - 30 * scale).toFixed(1)}) scale(${scale.toFixed(3)})"><path d="${motifFor(words)}" fill="${fg}" stroke="${fg}" stroke-width="2" stroke-linejoin="round"/></g>
</svg>`;
}
