// spec §2 checkout prescription upload: phone photos are sent small, as JPEG
import { fittedSize } from './prescription-rules';

const MAX_EDGE_PX = 1600;
const JPEG_QUALITY = 0.85;

/**
 * The photo at most 1600 px a side, upright, as JPEG: a few hundred KB instead of several MB on
 * a phone's connection. When the browser cannot decode it, the file goes as it is and the
 * server judges it.
 */
export async function shrinkImage(file: Blob): Promise<Blob> {
	try {
		const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
		const { width, height } = fittedSize(bitmap.width, bitmap.height, MAX_EDGE_PX);
		const canvas = document.createElement('canvas');
		canvas.width = width;
		canvas.height = height;
		const context = canvas.getContext('2d');
		if (!context) return file;
		context.drawImage(bitmap, 0, 0, width, height);
		bitmap.close();
		const blob = await new Promise<Blob | null>((done) =>
			canvas.toBlob(done, 'image/jpeg', JPEG_QUALITY),
		);
		return blob ?? file;
	} catch {
		return file;
	}
}
