import { isLocale } from '~/config/locales';
import { setLanguage } from '~/state/language.state';
import { toastAfterReload } from '~/state/toast.state';

/**
 * Language change (spec §4): confirm, store the language (and its direction and cookie), load
 * the page in it, then say 'Language has been changed'. The current language's link does nothing.
 */
export function bindLanguageMenu(menu: HTMLElement): void {
	const dialog = menu.querySelector<HTMLDialogElement>('dialog');
	const body = dialog?.querySelector<HTMLElement>('.body');
	if (!dialog || !body) return;
	let target: HTMLAnchorElement | null = null;

	menu.addEventListener('click', (event) => {
		const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-locale]');
		if (!link) return;
		event.preventDefault();
		if (link.getAttribute('aria-current') === 'true') return;
		target = link;
		body.textContent = link.dataset.confirm ?? '';
		dialog.showModal();
	});

	dialog.addEventListener('close', () => {
		const locale = target?.dataset.locale;
		if (dialog.returnValue === 'confirm' && target && isLocale(locale)) {
			setLanguage(locale);
			toastAfterReload(target.dataset.changed ?? '');
			location.assign(target.href);
		}
		target = null;
		dialog.returnValue = '';
	});
}
