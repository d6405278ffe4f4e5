import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { CATALOG_SEEDS } from '../db/seed/data/catalog';
import { MODULE_PROMOTIONS, PARCEL_CATEGORIES } from '../db/seed/data/promotions';
import { catalogPictures, initialsOf } from './catalog-pictures';
import { composePicture } from './compose';
import { emojiFile } from './emoji';
import { imageBytes } from './images';

const cache = mkdtempSync(path.join(tmpdir(), 'storefront-pictures-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** Every emoji a seeded row names, with where it is named. */
function namedEmoji(): [string, string][] {
	const out: [string, string][] = [];
	for (const c of CATALOG_SEEDS) {
		for (const cat of c.categories) out.push([cat.emoji, `category ${cat.slug}`]);
		for (const b of c.brands ?? []) out.push([b.emoji, `brand ${b.slug}`]);
		for (const s of c.stores) {
			out.push([s.logo.emoji, `logo ${s.slug}`]);
			for (const e of s.cover) out.push([e, `cover ${s.slug}`]);
			for (const i of s.items) {
				out.push([i.emoji ?? '', `item ${i.name.en}`]);
				if (i.garnish) out.push([i.garnish, `garnish of ${i.name.en}`]);
			}
		}
	}
	for (const [type, p] of Object.entries(MODULE_PROMOTIONS)) {
		for (const e of p.scene) out.push([e, `${type} scene`]);
		for (const b of p.banners) for (const e of b.emoji) out.push([e, `banner ${b.title}`]);
		for (const c of p.campaigns) for (const e of c.emoji) out.push([e, `campaign ${c.slug}`]);
		for (const a of p.ads) for (const e of a.emoji) out.push([e, `ad ${a.title}`]);
	}
	for (const p of PARCEL_CATEGORIES) out.push([p.emoji, `parcel ${p.slug}`]);
	return out;
}

describe('demo pictures (ADR 019)', () => {
	test('every seeded row names emoji that Fluent Emoji 3D has', () => {
		const named = namedEmoji();
		expect(named.length).toBeGreaterThan(1200);
		expect(
			named.filter(([e]) => !e || !emojiFile(e)).map(([e, where]) => `${where}: ${e}`),
		).toEqual([]);
	});

	test('no two items of a store share a picture: a shared emoji differs in garnish or tone', () => {
		const clashes: string[] = [];
		for (const c of CATALOG_SEEDS) {
			for (const s of c.stores) {
				const seen = new Map<string, string>();
				for (const i of s.items) {
					const key = `${i.emoji}|${i.garnish ?? ''}|${i.tone ?? 0}`;
					const other = seen.get(key);
					if (other && other !== i.name.en) clashes.push(`${s.slug}: ${other} / ${i.name.en}`);
					seen.set(key, i.name.en);
				}
			}
		}
		expect(clashes).toEqual([]);
	});

	test('unrelated items of a module never share a picture', () => {
		for (const c of CATALOG_SEEDS) {
			const byKey = new Map<string, Set<string>>();
			for (const s of c.stores)
				for (const i of s.items) {
					const key = `${i.emoji}|${i.garnish ?? ''}|${i.tone ?? 0}`;
					byKey.set(key, (byKey.get(key) ?? new Set()).add(i.name.en));
				}
			const shared = [...byKey.values()].filter((names) => names.size > 1).map((n) => [...n]);
			expect(shared, c.module).toEqual([]);
		}
	});

	test('store and brand logos are monograms of their names', () => {
		expect(initialsOf('Ah Seng Hainanese Chicken Rice')).toBe('AS');
		expect(initialsOf('Tarik & Co')).toBe('TC');
		expect(initialsOf('Al-Barakah Prata House')).toBe('AB');
		expect(initialsOf('VoltCore')).toBe('VC');
		expect(initialsOf('Oralia')).toBe('O');
		const logos = [...catalogPictures().entries()].filter(([k]) => k.endsWith('-logo'));
		expect(logos.length).toBe(CATALOG_SEEDS.flatMap((c) => c.stores).length);
	});

	test('composing is deterministic: same picture and size, same bytes; another item differs', async () => {
		const kopi = { kind: 'item', emoji: '☕', hue: 28, tone: 0 } as const;
		const kopiO = { ...kopi, tone: 2 };
		const encode = async (c: Parameters<typeof composePicture>[0]) =>
			(await composePicture(c, 240, 240)).webp({ quality: 78 }).toBuffer();
		const [a, b, c] = await Promise.all([encode(kopi), encode(kopi), encode(kopiO)]);
		expect(a.equals(b)).toBe(true);
		expect(a.equals(c)).toBe(false);
		const scene = await composePicture(
			{ kind: 'scene', emoji: ['🍜', '🍗', '🍚', '🥢'], hue: 28 },
			1200,
			400,
		);
		expect(await scene.metadata()).toMatchObject({ width: 1200, height: 400 });
	});

	test('a seeded item is served composed, cached under a name that carries its composition', async () => {
		const file = 'ah-seng-chicken-rice-hainanese-chicken-rice.webp';
		const req = { folder: 'product', file, width: 240, format: 'webp' as const };
		const bytes = await imageBytes(req, cache);
		expect(await sharp(bytes).metadata()).toMatchObject({ width: 240, height: 240 });
		const [cached] = readdirSync(path.join(cache, 'product'));
		expect(cached).toMatch(/^ah-seng-chicken-rice-hainanese-chicken-rice-p[0-9a-z]+-240\.webp$/);
		const drawn = await imageBytes(req, cache, () => undefined);
		expect(drawn.equals(bytes)).toBe(false);
	});
});
