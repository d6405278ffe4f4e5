/**
 * The header's module switch (spec §2: on /home with two or more modules) names the module the
 * page shows (rendered by the server); a press opens the module picker, loaded on first use.
 */
export function bindModuleSwitch(): void {
	const button = document.querySelector<HTMLButtonElement>('[data-module-switch]');
	button?.addEventListener('click', async () => {
		const { openModulePicker } = await import('./open-module-picker');
		await openModulePicker();
	});
}
