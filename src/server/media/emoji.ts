/**
 * Fluent Emoji 3D (Microsoft, MIT; packaged on npm as @lobehub/fluent-emoji-3d): 256×256 WebP
 * files named by code point ("1f35c.webp", "2615.webp", "1f336-fe0f.webp"). This file finds the
 * file of an emoji character and reads it once per process.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

let assetsDir: string | undefined;

/** The package's assets folder, resolved from node_modules at first use. */
export function emojiAssetsDir(): string {
	if (!assetsDir) {
		const require = createRequire(import.meta.url);
		const manifest = require.resolve('@lobehub/fluent-emoji-3d/package.json');
		assetsDir = path.join(path.dirname(manifest), 'assets');
	}
	return assetsDir;
}

/** Code points of an emoji joined by "-", lower-case hex: "☕" → "2615". */
export function codePoints(emoji: string): string {
	return [...emoji].map((c) => (c.codePointAt(0) ?? 0).toString(16)).join('-');
}

/**
 * The asset file of an emoji, or null when the set has none. The set writes the variation
 * selector FE0F where Unicode's fully-qualified form has it; sources often leave it out, so both
 * spellings are tried.
 */
export function emojiFile(emoji: string): string | null {
	const exact = codePoints(emoji);
	const bare = exact.replace(/-fe0f/g, '');
	const [first, ...rest] = bare.split('-');
	const qualified = [`${first}-fe0f`, ...rest].join('-');
	for (const name of new Set([exact, bare, qualified])) {
		const file = path.join(emojiAssetsDir(), `${name}.webp`);
		if (existsSync(file)) return file;
	}
	return null;
}

/** Bounded (issue 20): the seeded pictures use a few dozen emoji; a new one evicts the oldest. */
const CACHE_MAX = 128;
const cache = new Map<string, Promise<Buffer>>();

/** The WebP bytes of an emoji; throws for an emoji the set does not have. */
export function emojiBytes(emoji: string): Promise<Buffer> {
	let bytes = cache.get(emoji);
	if (!bytes) {
		const file = emojiFile(emoji);
		if (!file)
			throw new Error(`Fluent Emoji 3D has no picture for ${emoji} (${codePoints(emoji)})`);
		bytes = readFile(file);
		if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
		cache.set(emoji, bytes);
	}
	return bytes;
}
