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

/**
 * Where prescription images are served (contract §3.4 `order_attachment_full_url`): not under
 * /images, which is public and cached; the random name is the key to one image.
 */
export function attachmentFolderUrl(baseUrl: string): string {
	return `${baseUrl}/api/v1/customer/order/attachment`;
}

/** Laravel-style timestamps as the API serialises them. */
export function isoTimestamp(date: Date): string {
	return date.toISOString();
}
