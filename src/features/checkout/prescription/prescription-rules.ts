// spec §5 prescription texts ('Please upload your prescription image', 'Maximum 3 images can be
// send at a time.'), §9 at most 3 prescription images; contract §8.1 order_attachment[]
import { MAX_PRESCRIPTION_IMAGES } from '~/config/constants';

export type PrescriptionProblem = 'required' | 'tooMany' | 'notImage';

/** Why a selection of files cannot be added to the `current` images, or null. */
export function selectionProblem(
	current: number,
	chosen: readonly { type: string }[],
): PrescriptionProblem | null {
	if (chosen.some((f) => !f.type.startsWith('image/'))) return 'notImage';
	if (current + chosen.length > MAX_PRESCRIPTION_IMAGES) return 'tooMany';
	return null;
}

/** Place Order waits for an image when a line needs a prescription. */
export function placeProblem(needed: boolean, count: number): PrescriptionProblem | null {
	return needed && count === 0 ? 'required' : null;
}

/** The size an image is sent at: the longer side at most `maxEdge`, never enlarged. */
export function fittedSize(
	width: number,
	height: number,
	maxEdge: number,
): { width: number; height: number } {
	const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
	return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The order body with its images, as multipart (contract §0.1: uploads need multipart). */
export function orderFormData(
	body: Record<string, string | number>,
	images: readonly Blob[],
): FormData {
	const form = new FormData();
	for (const [key, value] of Object.entries(body)) form.append(key, String(value));
	images.forEach((image, i) => {
		form.append('order_attachment[]', image, `prescription-${i + 1}.jpg`);
	});
	return form;
}
