import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { QuickView, type QuickViewSettings } from './QuickView';

let mounted = false;

/** Mounts the quick view's React root once (a div at the end of <body>); it then follows $quickView. */
export function mountQuickView(settings: QuickViewSettings): void {
	if (mounted) return;
	mounted = true;
	const host = document.createElement('div');
	host.className = 'quick-view-root';
	document.body.append(host);
	createRoot(host).render(createElement(QuickView, settings));
}
