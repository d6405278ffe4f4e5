import { api, pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $module, selectModule } from '~/state/module.state';
import { $token } from '~/state/session.state';
import { toast, toastAfterReload } from '~/state/toast.state';
import { fetchModules, type PickerModule } from './modules.api';
import './module-picker.css';

let dialog: HTMLDialogElement | null = null;

/**
 * spec §2 /interest: a signed-in customer without interests in a (non-parcel) module chooses
 * some first. Asked of customer/info; any failure goes straight home.
 */
async function needsInterests(module: PickerModule): Promise<boolean> {
	if (!$token.get() || module.module_type === 'parcel') return false;
	try {
		const info = await api
			.url('/customer/info')
			.get()
			.json<{ selected_modules_for_interest?: number[] }>();
		return !(info.selected_modules_for_interest ?? []).includes(module.id);
	} catch {
		return false;
	}
}

async function goHome(module: PickerModule): Promise<void> {
	selectModule(module);
	toastAfterReload(m['module.selected']({}, { locale: pageLocale() }));
	const next = (await needsInterests(module)) ? '/interest' : '/home';
	location.assign(localizedPath(next, pageLocale()));
}

function moduleButton(module: PickerModule, current: number | null): HTMLLIElement {
	const locale = pageLocale();
	const item = document.createElement('li');
	const button = document.createElement('button');
	button.type = 'button';
	button.className = 'module-choice';
	if (module.id === current) button.setAttribute('aria-current', 'true');
	if (module.icon_full_url) {
		const icon = document.createElement('img');
		icon.src = module.icon_full_url;
		icon.alt = '';
		icon.width = 48;
		icon.height = 48;
		button.append(icon);
	}
	const name = document.createElement('span');
	name.className = 'module-name';
	name.textContent = module.module_name;
	button.append(name);
	if (module.id === current) {
		const badge = document.createElement('span');
		badge.className = 'module-current';
		badge.textContent = m['module.current']({}, { locale });
		button.append(badge);
	}
	button.addEventListener('click', () => void goHome(module));
	item.append(button);
	return item;
}

function emptyState(): HTMLElement {
	const locale = pageLocale();
	const box = document.createElement('div');
	box.className = 'module-empty';
	const title = document.createElement('p');
	title.className = 'module-empty-title';
	title.textContent = m['module.none']({}, { locale });
	const help = document.createElement('p');
	help.textContent = m['module.noneHelp']({}, { locale });
	box.append(title, help);
	return box;
}

function createDialog(): HTMLDialogElement {
	const locale = pageLocale();
	const element = document.createElement('dialog');
	element.className = 'module-picker';
	element.setAttribute('aria-labelledby', 'module-picker-title');
	const header = document.createElement('div');
	header.className = 'module-picker-header';
	const title = document.createElement('h2');
	title.id = 'module-picker-title';
	title.textContent = m['module.pickerTitle']({}, { locale });
	const close = document.createElement('button');
	close.type = 'button';
	close.className = 'module-picker-close';
	close.setAttribute('aria-label', m['module.close']({}, { locale }));
	close.textContent = '\u00d7';
	close.addEventListener('click', () => element.close());
	header.append(title, close);
	const body = document.createElement('div');
	body.className = 'module-picker-body';
	body.setAttribute('aria-live', 'polite');
	element.append(header, body);
	element.addEventListener('click', (event) => {
		if (event.target === element) element.close(); // a click on the backdrop
	});
	document.body.append(element);
	return element;
}

/**
 * The module modal (spec §2 module selection, §4 module): the modules serving the stored zones,
 * the previous choice highlighted; none → 'No module found'; exactly one → chosen at once.
 */
export async function showModulePicker(): Promise<void> {
	const locale = pageLocale();
	dialog ??= createDialog();
	const body = dialog.querySelector<HTMLElement>('.module-picker-body');
	if (!body) return;
	body.replaceChildren(
		Object.assign(document.createElement('p'), {
			className: 'module-loading',
			textContent: m['nav.loading']({}, { locale }),
		}),
	);
	if (!dialog.open) dialog.showModal();
	let modules: PickerModule[];
	try {
		modules = await fetchModules();
	} catch {
		body.replaceChildren(emptyState());
		return;
	}
	const only = modules.length === 1 ? modules[0] : undefined;
	if (only) {
		dialog.close();
		void goHome(only);
		return;
	}
	if (modules.length === 0) {
		body.replaceChildren(emptyState());
		return;
	}
	const list = document.createElement('ul');
	list.className = 'module-list';
	const current = $module.get()?.id ?? null;
	list.append(...modules.map((module) => moduleButton(module, current)));
	body.replaceChildren(list);
	list.querySelector<HTMLButtonElement>('[aria-current="true"], button')?.focus();
}

/** Says a module is needed when a flow cannot go on without one. */
export function requireModuleMessage(): void {
	toast(m['module.mustSelect']({}, { locale: pageLocale() }), 'error');
}
