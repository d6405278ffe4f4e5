// spec §2 checkout prescription upload; spec §5 its texts
import { useEffect, useRef, useState } from 'react';
import { type PrescriptionProblem, placeProblem, selectionProblem } from './prescription-rules';
import { shrinkImage } from './shrink-image';

export interface PrescriptionImage {
	id: string;
	blob: Blob;
	/** An object URL for the thumbnail, revoked when the image is removed. */
	url: string;
}

let counter = 0;

/**
 * The prescription images chosen at checkout: added (shrunk) or refused with a reason, removed,
 * and kept through a refused order. Object URLs are revoked when no longer shown.
 */
export function usePrescriptionImages() {
	const [images, setImages] = useState<PrescriptionImage[]>([]);
	const [problem, setProblem] = useState<PrescriptionProblem | null>(null);
	const [busy, setBusy] = useState(false);
	const shown = useRef(images);
	shown.current = images;
	useEffect(
		() => () => {
			for (const image of shown.current) URL.revokeObjectURL(image.url);
		},
		[],
	);

	async function add(files: readonly File[]): Promise<void> {
		if (files.length === 0) return;
		const refused = selectionProblem(shown.current.length, files);
		setProblem(refused);
		if (refused) return;
		setBusy(true);
		const blobs = await Promise.all(files.map(shrinkImage));
		const added = blobs.map((blob) => {
			counter += 1;
			return { id: `rx-${counter}`, blob, url: URL.createObjectURL(blob) };
		});
		setImages((list) => [...list, ...added]);
		setBusy(false);
	}

	function remove(id: string): void {
		const image = shown.current.find((i) => i.id === id);
		if (image) URL.revokeObjectURL(image.url);
		setImages((list) => list.filter((i) => i.id !== id));
		setProblem(null);
	}

	/** True when the order may go: false (and the reason shown) when an image is missing. */
	function check(needed: boolean): boolean {
		const missing = placeProblem(needed, shown.current.length);
		setProblem(missing);
		return missing === null;
	}

	return { images, problem, busy, add, remove, check };
}
