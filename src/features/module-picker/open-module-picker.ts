/**
 * Opens the module picker ('Select a type of module for your orders'). Loads the dialog's code on
 * first use so pages that never open it never download it.
 */
export async function openModulePicker(): Promise<void> {
	const { showModulePicker } = await import('./module-picker');
	await showModulePicker();
}
