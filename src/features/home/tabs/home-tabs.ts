import { nextTabIndex, shownByCategory, type StoreTab, storeOrder } from './tab-rules';

// spec §4 tabs of the home page: category tabs filter items, store tabs re-order stores, and
// condition tabs switch panels. Without JavaScript the first tab's content shows (conditions:
// every tab is a link to its panel).

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

function panelTabs(root: HTMLElement): void {
	const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
	wireTablist(root, (tab) => {
		const id = tab.getAttribute('aria-controls');
		for (const panel of panels) panel.hidden = panel.id !== id;
	});
	// JavaScript decides from here: the first tab, whatever the address's #fragment said.
	const first = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
	for (const panel of panels) panel.hidden = panel.id !== first?.getAttribute('aria-controls');
}

export function initHomeTabs(): void {
	for (const root of document.querySelectorAll<HTMLElement>('[data-home-tabs]')) {
		if (root.dataset.tabsReady) continue;
		if (root.dataset.homeTabs === 'category') categoryTabs(root);
		else if (root.dataset.homeTabs === 'stores') storeTabs(root);
		else if (root.dataset.homeTabs === 'panels') panelTabs(root);
	}
}
