import { $toasts, showPendingToast } from '~/state/toast.state';
import { loadIsland } from './load-island';

const load = () => import('./ToastList');

/**
 * Renders the toast store into the page's live region: the list is a React island loaded with the
 * page's first toast, so a page that never shows one pays nothing for it.
 */
export function mountToasts(region: HTMLElement): void {
	let started = false;
	const start = () => {
		if (started) return;
		started = true;
		unlisten();
		void loadIsland(load).then(({ mountToastList }) => mountToastList(region));
	};
	const unlisten = $toasts.listen((toasts) => {
		if (toasts.length > 0) start();
	});
	showPendingToast();
	if ($toasts.get().length > 0) start();
}
