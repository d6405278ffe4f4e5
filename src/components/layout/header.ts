import { api, pageLocale, signInPath } from '~/api-client/client';
import { LOGOUT_DELAY_MS } from '~/config/constants';
import { localizedPath } from '~/lib/preferences';
import { type Overlay, openOverlay } from '~/state/overlay.state';
import { $token, signOutLocally } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';

function showForSession(signedIn: boolean): void {
	for (const el of document.querySelectorAll<HTMLElement>('[data-signed-in]'))
		el.hidden = !signedIn;
	for (const el of document.querySelectorAll<HTMLElement>('[data-guest]')) el.hidden = signedIn;
}

const PROFILE_NAME_KEY = 'profile-name';

/**
 * The profile button shows the customer's first name (customer/info), kept for the tab's session
 * so each page does not ask again; logout and a new token forget it.
 */
async function showProfileName(token: string): Promise<void> {
	const slot = document.querySelector<HTMLElement>('[data-profile-name]');
	const button = slot?.closest<HTMLButtonElement>('button');
	if (!slot || !button) return;
	button.dataset.label ??= button.getAttribute('aria-label') ?? '';
	// WCAG 2.5.3: the accessible name contains the visible name.
	const show = (name: string) => {
		slot.textContent = name;
		button.setAttribute('aria-label', [button.dataset.label, name].filter(Boolean).join(' '));
	};
	if (!token) {
		show('');
		sessionStorage.removeItem(PROFILE_NAME_KEY);
		return;
	}
	const tag = token.slice(-8);
	const cached = sessionStorage.getItem(PROFILE_NAME_KEY);
	if (cached?.startsWith(`${tag}:`)) {
		show(cached.slice(tag.length + 1));
		return;
	}
	try {
		const info = await api.url('/customer/info').get().json<{ f_name?: string }>();
		const name = (info.f_name ?? '').trim();
		show(name);
		sessionStorage.setItem(PROFILE_NAME_KEY, `${tag}:${name}`);
	} catch {
		// The name is decoration; an expired token is reported by the header counts (spec §8).
	}
}

/**
 * A drawer list's stores (spec §9), rendered on the server (/fragments/drawer-stores/{kind},
 * DrawerStoreItems.astro) and fetched when the list is first opened; a failure says "none" and
 * the next opening tries again.
 */
export async function fillStoreList(
	details: HTMLDetailsElement,
	drawer: HTMLElement,
): Promise<void> {
	const list = details.querySelector('ul');
	const note = list?.querySelector<HTMLElement>('.note');
	if (!list || !note || list.dataset.loaded || !details.dataset.src) return;
	list.dataset.loaded = 'true';
	note.textContent = drawer.dataset.loading ?? '';
	try {
		const response = await fetch(details.dataset.src, { headers: { Accept: 'text/html' } });
		if (!response.ok) throw new Error(`HTTP ${response.status}`);
		list.innerHTML = await response.text();
	} catch {
		delete list.dataset.loaded;
		note.textContent = drawer.dataset.empty ?? '';
		list.replaceChildren(note);
	}
}

function bindDrawer(drawer: HTMLDialogElement, opener: HTMLButtonElement | null): void {
	opener?.addEventListener('click', () => {
		drawer.showModal();
		opener.setAttribute('aria-expanded', 'true');
	});
	drawer.addEventListener('close', () => opener?.setAttribute('aria-expanded', 'false'));
	drawer.querySelector('[data-close-drawer]')?.addEventListener('click', () => drawer.close());
	drawer.addEventListener('click', (event) => {
		if (event.target === drawer) drawer.close(); // the backdrop
	});
	for (const details of drawer.querySelectorAll<HTMLDetailsElement>('details[data-store-list]')) {
		details.addEventListener('toggle', () => {
			if (details.open) void fillStoreList(details, drawer);
		});
	}
	// Past the breakpoint the drawer has nothing to offer: close it.
	matchMedia('(width >= 1180px)').addEventListener('change', (event) => {
		if (event.matches && drawer.open) drawer.close();
	});
}

/** Logout (spec §4): confirm, revoke the token, wait 500 ms, forget it, say so, go home. */
function bindLogout(dialog: HTMLDialogElement | null): void {
	if (!dialog) return;
	for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
		button.addEventListener('click', () => {
			document.querySelector<HTMLElement>('#profile-menu')?.hidePopover?.();
			dialog.showModal();
		});
	}
	dialog.addEventListener('close', () => {
		if (dialog.returnValue !== 'confirm') return;
		dialog.returnValue = '';
		const done = dialog.querySelector<HTMLElement>('[data-done]')?.dataset.done ?? '';
		// The server revokes the token; the browser forgets it whatever the answer.
		const revoked = api
			.url('/auth/logout')
			.post()
			.res()
			.catch(() => undefined);
		setTimeout(async () => {
			await revoked;
			signOutLocally();
			toastAfterReload(done);
			location.assign(localizedPath('/home', pageLocale()));
		}, LOGOUT_DELAY_MS);
	});
}

/**
 * Wires the header, the side drawer and the profile menu. The features wire their own parts
 * from BaseLayout and their hosts: location button, module switch, counts, hearts.
 */
export function bindHeader(): void {
	$token.subscribe((token) => {
		showForSession(token !== '');
		void showProfileName(token);
	});
	const drawer = document.querySelector<HTMLDialogElement>('#side-drawer');
	if (drawer) bindDrawer(drawer, document.querySelector('[data-open-drawer]'));
	for (const button of document.querySelectorAll<HTMLButtonElement>('[data-open-overlay]')) {
		button.addEventListener('click', () =>
			openOverlay(button.dataset.openOverlay as Exclude<Overlay, null>),
		);
	}
	bindLogout(document.querySelector('.logout-confirm'));
	// Sign In comes back to this page afterwards.
	const signIn = document.querySelector<HTMLAnchorElement>('a.sign-in');
	if (signIn && !location.pathname.includes('/auth/'))
		signIn.href = signInPath(pageLocale(), `${location.pathname}${location.search}`);
}
