import { rememberSearch } from '~/state/search-history.state';

/**
 * The header form without its island: a submitted term is remembered (spec §5: empty text is
 * ignored) and the browser goes to the results page by the form's own GET. The combobox island
 * is fetched on the first focus, touch or hover of the box (ADR 018).
 */
export function bindHeaderSearch(form: HTMLFormElement): void {
	const input = form.querySelector<HTMLInputElement>('input[name="search"]');
	if (!input) return;
	form.addEventListener('submit', (event) => {
		const field = form.querySelector<HTMLInputElement>('input[name="search"]');
		const term = field?.value.trim() ?? '';
		if (!term) {
			event.preventDefault();
			return;
		}
		if (field) field.value = term;
		rememberSearch(term);
	});
	let loaded = false;
	const load = () => {
		if (loaded) return;
		loaded = true;
		void import('./mount-search-box').then((mod) => mod.mountSearchBox(form));
	};
	for (const type of ['focusin', 'pointerenter', 'pointerdown', 'touchstart'] as const)
		form.addEventListener(type, load, { once: true, passive: true });
	if (document.activeElement === input) load();
}
