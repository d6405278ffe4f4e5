// /my-orders (MyOrders.astro): spec §2 running and history lists, §4 infinite lists (next page
// when the sentinel is visible; stop when a page comes back empty), §9 page size 10.
import { handleApiError, pageLocale } from '~/api-client/client';
import { formatMoney } from '~/lib/money';
import { h } from './dom';
import { openTrackingDrawer } from './open-tracking';
import { formatOrderTime, shouldKeepPolling, toNumber } from './order-rules';
import { statusText } from './order-texts';
import type { Order } from './order-types';
import { fetchOrderPage, isSignedIn, type OrderListKind } from './orders.api';
import { readOrdersConfig } from './orders-config';

const PRELOAD_MARGIN_PX = 600;

function orderRow(order: Order, root: HTMLElement, kind: OrderListKind): HTMLLIElement {
	const locale = pageLocale();
	const { money, timeZone } = readOrdersConfig();
	const text = root.dataset;
	const fill = (template: string | undefined, key: string, value: string) =>
		(template ?? '').replace(`{${key}}`, value);
	const time = formatOrderTime(order.created_at ?? order.pending, locale, timeZone);
	const count = order.details_count ?? 0;
	const link = h(
		'a',
		{ class: 'order-row-link', href: fill(text.detailsPath, 'id', String(order.id)) },
		h('span', { class: 'order-row-title' }, fill(text.orderLabel, 'id', String(order.id))),
		order.store?.name && h('span', { class: 'order-row-store' }, order.store.name),
		h(
			'span',
			{ class: 'order-row-meta' },
			time && fill(text.placedAt, 'time', time),
			count > 0 && ` · ${fill(text.itemCount, 'count', String(count))}`,
		),
	);
	const track =
		kind === 'running' && shouldKeepPolling(order.order_status)
			? h('button', { type: 'button', class: 'orders-button secondary' }, text.track ?? '')
			: null;
	track?.addEventListener('click', () => void openTrackingDrawer({ orderId: order.id }));
	return h(
		'li',
		{ class: 'order-row', 'data-id': order.id },
		link,
		h(
			'span',
			{ class: 'order-row-side' },
			h(
				'span',
				{ class: 'order-row-status', 'data-status': order.order_status },
				statusText(order.order_status, locale),
			),
			h('strong', null, formatMoney(toNumber(order.order_amount) ?? 0, money)),
			track,
		),
	);
}

export function bindOrderList(root: HTMLElement): void {
	if (!isSignedIn()) return; // guests see the explanation instead (spec §6)
	const kind: OrderListKind = root.dataset.kind === 'history' ? 'history' : 'running';
	const list = root.querySelector<HTMLUListElement>('[data-items]');
	const empty = root.querySelector<HTMLElement>('[data-empty]');
	const failed = root.querySelector<HTMLElement>('[data-failed]');
	const loading = root.querySelector<HTMLElement>('[data-loading]');
	const more = root.querySelector<HTMLButtonElement>('[data-more]');
	const status = root.querySelector<HTMLElement>('[data-status]');
	if (!list || !empty || !failed || !loading || !more) return;
	let page = 0;
	let done = false;
	let busy = false;
	const seen = new Set<number>();

	const observer = new IntersectionObserver(
		(entries) => {
			if (entries.some((e) => e.isIntersecting)) void load();
		},
		{ rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` },
	);

	const load = async (): Promise<void> => {
		if (busy || done) return;
		busy = true;
		loading.hidden = false;
		failed.hidden = true;
		// Hidden while loading: showing it again makes the observer look again (another page if
		// the list still ends on screen).
		more.hidden = true;
		root.setAttribute('aria-busy', 'true');
		try {
			const next = page + 1;
			const body = await fetchOrderPage(kind, next);
			page = next;
			const fresh = body.orders.filter((o) => !seen.has(o.id));
			for (const order of fresh) seen.add(order.id);
			list?.append(...fresh.map((order) => orderRow(order, root, kind)));
			done = body.orders.length === 0 || seen.size >= body.total_size;
			empty.hidden = seen.size > 0;
			if (page > 1 && fresh.length && status)
				status.textContent = (root.dataset.loaded ?? '').replace('{count}', String(fresh.length));
		} catch (error) {
			failed.hidden = false;
			handleApiError(error);
			done = true; // until Try again
		} finally {
			busy = false;
			loading.hidden = true;
			root.removeAttribute('aria-busy');
			more.hidden = done;
		}
	};

	more.addEventListener('click', () => void load());
	failed.querySelector('[data-retry]')?.addEventListener('click', () => {
		done = false;
		void load();
	});
	observer.observe(more);
	void load();
}
