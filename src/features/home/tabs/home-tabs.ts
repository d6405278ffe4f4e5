import { observeCarousels } from '~/components/ui/carousel';
import { nextTabIndex, shownByCategory, type StoreTab, storeOrder } from './tab-rules';

// spec §4 tabs of the home page: category tabs filter items, store tabs re-order stores, and
// condition tabs switch panels, bringing a panel's items from the server the first time (ADR 044).
// Without JavaScript the first tab's content shows (conditions: every tab is a link to the home
// with its panel rendered).

function wireTablist(root: HTMLElement, onSelect: (tab: HTMLElement) => void): void {
	const list = root.querySelector<HTMLElement>('[role="tablist"]');
	if (!list) return;
	const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
	const select = (tab: HTMLElement, focus: boolean) => {
		for (const t of tabs) {
			const on = t === tab;
			t.setAttribute('aria-selected', String(on));
			t.tabIndex = on ? 0 : -1;
		}
		if (focus) tab.focus();
		onSelect(tab);
	};
	tabs.forEach((tab, index) => {
		tab.addEventListener('click', (event) => {
			event.preventDefault();
			select(tab, false);
		});
		tab.addEventListener('keydown', (event) => {
			const rtl = getComputedStyle(list).direction === 'rtl';
			const next = nextTabIndex(event.key, index, tabs.length, rtl);
			const target = next === null ? undefined : tabs[next];
			if (!target) return;
			event.preventDefault();
			select(target, true);
		});
	});
	for (const t of tabs) t.tabIndex = t.getAttribute('aria-selected') === 'true' ? 0 : -1;
	list.hidden = false;
	root.dataset.tabsReady = 'true';
}

function categoryTabs(root: HTMLElement): void {
	const limit = Number(root.dataset.limit) || 10;
	const cells = [...root.querySelectorAll<HTMLElement>('[data-categories]')];
	const categories = cells.map((el) =>
		(el.dataset.categories ?? '').split(',').filter(Boolean).map(Number),
	);
	wireTablist(root, (tab) => {
		const shown = shownByCategory(categories, Number(tab.dataset.tab), limit);
		cells.forEach((el, i) => {
			el.hidden = !shown[i];
		});
	});
}

function storeTabs(root: HTMLElement): void {
	const grid = root.querySelector<HTMLElement>('[data-store-grid]');
	if (!grid) return;
	const cells = [...grid.children] as HTMLElement[];
	const stores = cells.map((el, index) => ({
		index,
		rating: Number(el.dataset.rating) || 0,
		created: el.dataset.created ?? '',
	}));
	wireTablist(root, (tab) => {
		for (const i of storeOrder(stores, (tab.dataset.tab ?? 'popular') as StoreTab)) {
			const cell = cells[i];
			if (cell) grid.append(cell);
		}
	});
}

/**
 * Fills a panel the page left empty with its server HTML (ADR 044); false when it cannot, and the
 * shopper then follows the tab's link to the home with that panel rendered.
 */
async function loadPanel(panel: HTMLElement): Promise<boolean> {
	const src = panel.dataset.src;
	if (!src) return true;
	delete panel.dataset.src;
	panel.setAttribute('aria-busy', 'true');
	try {
		const response = await fetch(src, { headers: { Accept: 'text/html' } });
		const html = response.ok ? (await response.text()).trim() : '';
		if (!html) return false;
		panel.innerHTML = html;
		observeCarousels(panel);
		return true;
	} catch {
		return false;
	} finally {
		panel.removeAttribute('aria-busy');
	}
}

function panelTabs(root: HTMLElement): void {
	const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
	wireTablist(root, (tab) => {
		const id = tab.getAttribute('aria-controls');
		const panel = panels.find((p) => p.id === id);
		for (const p of panels) p.hidden = p !== panel;
		if (!panel) return;
		void loadPanel(panel).then((loaded) => {
			if (!loaded && tab instanceof HTMLAnchorElement) location.assign(tab.href);
		});
	});
}

export function initHomeTabs(): void {
	for (const root of document.querySelectorAll<HTMLElement>('[data-home-tabs]')) {
		if (root.dataset.tabsReady) continue;
		if (root.dataset.homeTabs === 'category') categoryTabs(root);
		else if (root.dataset.homeTabs === 'stores') storeTabs(root);
		else if (root.dataset.homeTabs === 'panels') panelTabs(root);
	}
}
