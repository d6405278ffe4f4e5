import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { installReactPreambleInDev } from '~/components/ui/react-preamble';

let root: Root | null = null;

/** Shows the post-order review prompt (spec §2 'Give Review'), mounting its island on first use. */
export async function showReviewPrompt(orderId: number, images: (string | null)[]): Promise<void> {
	await installReactPreambleInDev();
	const { ReviewPrompt } = await import('./ReviewPrompt');
	if (!root) {
		const host = document.createElement('div');
		document.body.append(host);
		root = createRoot(host);
	}
	const current = root;
	current.render(
		createElement(ReviewPrompt, { orderId, images, onDone: () => current.render(null) }),
	);
}
