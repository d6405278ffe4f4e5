import { loadIsland } from '~/components/ui/load-island';

const load = () => import('./ModulePicker');

/**
 * Opens the module picker ('Select a type of module for your orders'). Loads the dialog's island
 * (and React) on first use so pages that never open it never download it.
 */
export async function openModulePicker(): Promise<void> {
	const { showModulePicker } = await loadIsland(load);
	showModulePicker();
}
