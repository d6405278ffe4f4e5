/**
 * Which picture each seeded image file shows (ADR 019): every item, category, store, brand,
 * banner, campaign, advertisement and parcel category of the demo names its emoji in the seed
 * data; this map joins those names to the file names the seed writes into the database. Files
 * not in the map (uploads, anything unseeded) fall back to the drawn artwork of ADR 009.
 */
import type { ModuleType } from '~/config/modules';
import { slugify } from '~/lib/slug';
import { CATALOG_SEEDS } from '../db/seed/data/catalog';
import type { ItemSeed, ModuleCatalogSeed } from '../db/seed/data/catalog/types';
import { MODULE_SEEDS } from '../db/seed/data/modules';
import { MODULE_PROMOTIONS, PARCEL_CATEGORIES } from '../db/seed/data/promotions';
import type { Composition } from './compose';

/** Background hue of each module's pictures, matching its accent colour in tokens.css. */
export const MODULE_HUES: Record<ModuleType, number> = {
	food: 28,
	grocery: 135,
	pharmacy: 178,
	ecommerce: 232,
	parcel: 265,
};

/**
 * Two letters for a monogram: the first letters of the first two words, or the capitals of a
 * one-word name written in camel case ("VoltCore" → "VC").
 */
export function initialsOf(name: string): string {
	const words = name.split(/[\s-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
	const capitals = words[0]?.match(/\p{Lu}/gu) ?? [];
	if (words.length === 1 && capitals.length >= 2) return capitals.slice(0, 2).join('');
	return words
		.slice(0, 2)
		.map((w) => w[0] ?? '')
		.join('')
		.toUpperCase();
}

export function itemComposition(item: ItemSeed, hue: number): Composition {
	if (!item.emoji) throw new Error(`Item ${item.name.en} names no emoji`);
	return {
		kind: 'item',
		emoji: item.emoji,
		...(item.garnish ? { garnish: item.garnish } : {}),
		hue,
		tone: item.tone ?? 0,
	};
}

type PictureMap = Map<string, Composition>;

function addCatalog(map: PictureMap, catalog: ModuleCatalogSeed, moduleSlug: string): void {
	const hue = MODULE_HUES[catalog.module];
	for (const c of catalog.categories) {
		map.set(`category/${catalog.module}-${c.slug}`, { kind: 'tile', emoji: c.emoji, hue });
	}
	for (const b of catalog.brands ?? []) {
		map.set(`brand/brand-${b.slug}`, {
			kind: 'logo',
			emoji: b.emoji,
			hue: b.hue,
			initials: initialsOf(b.name),
		});
	}
	for (const store of catalog.stores) {
		const { emoji, hue: brand } = store.logo;
		map.set(`store/${store.slug}-logo`, {
			kind: 'logo',
			emoji,
			hue: brand,
			initials: initialsOf(store.name),
		});
		const cover: Composition = { kind: 'scene', emoji: store.cover, hue: brand };
		map.set(`store/cover/${store.slug}-cover`, cover);
		map.set(`banner/banner-${moduleSlug}-store-${store.slug}`, cover);
		for (const item of store.items) {
			const slug = `${store.slug}-${slugify(item.name.en)}`;
			const picture = itemComposition(item, hue);
			map.set(`product/${slug}`, picture);
			map.set(`banner/banner-${moduleSlug}-item-${slug}`, {
				kind: 'scene',
				emoji: [item.emoji ?? '', ...(item.garnish ? [item.garnish] : [])],
				hue,
			});
		}
	}
}

function addPromotions(map: PictureMap, type: ModuleType, moduleSlug: string): void {
	const content = MODULE_PROMOTIONS[type];
	if (!content) return;
	const hue = MODULE_HUES[type];
	content.banners.forEach((b, i) => {
		map.set(`banner/banner-${moduleSlug}-${i + 1}`, { kind: 'scene', emoji: b.emoji, hue });
	});
	for (const c of content.campaigns) {
		map.set(`campaign/campaign-${moduleSlug}-${c.slug}`, { kind: 'scene', emoji: c.emoji, hue });
	}
	content.ads.forEach((ad, i) => {
		map.set(`advertisement/ad-${moduleSlug}-${i + 1}`, { kind: 'scene', emoji: ad.emoji, hue });
		map.set(`advertisement/${moduleSlug}-ad-profile-${i + 1}`, {
			kind: 'tile',
			emoji: ad.emoji[0] ?? '',
			hue,
		});
	});
	// Section banners, why-choose and the video banner rotate through the module's scene.
	const files = [
		...Object.values(content.content.other_banners),
		...content.content.why_choose.map((w) => w.image),
		content.content.video_content.banner_image,
	];
	files.forEach((file, i) => {
		const emoji = content.scene.map((_, n) => content.scene[(n + i) % content.scene.length] ?? '');
		map.set(`promotional_banner/${file.replace(/\.[a-z]+$/, '')}`, { kind: 'scene', emoji, hue });
	});
}

let pictures: PictureMap | undefined;

/** Every seeded picture, keyed "{folder}/{file without extension}". */
export function catalogPictures(): PictureMap {
	if (pictures) return pictures;
	const map: PictureMap = new Map();
	const slugOf = (type: ModuleType) => MODULE_SEEDS.find((m) => m.type === type)?.slug ?? type;
	for (const catalog of CATALOG_SEEDS) addCatalog(map, catalog, slugOf(catalog.module));
	for (const m of MODULE_SEEDS) addPromotions(map, m.type, m.slug);
	for (const p of PARCEL_CATEGORIES) {
		map.set(`parcel_category/parcel-${p.slug}`, {
			kind: 'tile',
			emoji: p.emoji,
			hue: MODULE_HUES.parcel,
		});
	}
	pictures = map;
	return map;
}

/** The composition of a seeded file, or undefined for anything else. */
export function pictureFor(folder: string, file: string): Composition | undefined {
	return catalogPictures().get(`${folder}/${file.replace(/\.[a-z]+$/, '')}`);
}
