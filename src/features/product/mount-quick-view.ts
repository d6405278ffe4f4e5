import { createElement } from 'react';
import { mountIsland } from '~/components/ui/mount-island';
import { QuickView, type QuickViewSettings } from './QuickView';

/** Mounts the quick view's island once (ADR 010); it then follows $quickView. */
export function mountQuickView(settings: QuickViewSettings): void {
	mountIsland('quick-view', () => createElement(QuickView, settings));
}
