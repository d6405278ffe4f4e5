import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { installReactPreambleInDev } from '~/components/ui/react-preamble';

let mounted = false;

/** Mounts the bell's list once, on its first open. */
export async function mountNotifications(host: HTMLElement): Promise<void> {
	if (mounted) return;
	mounted = true;
	await installReactPreambleInDev();
	const { NotificationList } = await import('./NotificationList');
	createRoot(host).render(createElement(NotificationList));
}
