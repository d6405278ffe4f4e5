/**
 * Where uploaded and seeded images are served: `{baseUrl}/images/{folder}/{file}`. The folders are
 * 6amMart's (product, store, store/cover, category, banner, module, business, ...).
 */
export function imageUrl(baseUrl: string, folder: string, file: string | null): string | null {
	return file ? `${baseUrl}/images/${folder}/${encodeURIComponent(file)}` : null;
}

export function imageFolderUrl(baseUrl: string, folder: string): string {
	return `${baseUrl}/images/${folder}`;
}

/** Laravel-style timestamps as the API serialises them. */
export function isoTimestamp(date: Date): string {
	return date.toISOString();
}
