// /my-orders (MyOrders.astro): spec §2 running and history lists, §4 infinite lists (next page
// when Load more comes near the screen; stop when a page comes back empty), §9 page size 10.
// An island mounted by my-orders.ts for a signed-in customer only: guests load no React here.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { handleApiError } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { mountIslandIn } from '~/components/ui/mount-island';
import { onLive } from '~/features/live/live-client';
import { m } from '~/i18n/messages';
import { OrderRow, type RowContext } from './OrderRow';
import type { Order } from '../order-types';
import { orderListKey, orderPagesQuery } from '../orders.api';

const PRELOAD_MARGIN_PX = 600;

/** Every order of the pages read so far, once each (a page may repeat one that moved). */
function uniqueOrders(pages: { orders: Order[] }[] | undefined): Order[] {
	const seen = new Set<number>();
	return (pages ?? []).flatMap((page) =>
		page.orders.filter((order) => !seen.has(order.id) && seen.add(order.id)),
	);
}

export function OrderList({ context }: { context: RowContext }) {
	const { kind, locale } = context;
	const list = useInfiniteQuery(orderPagesQuery(kind), queryClient);
	const orders = useMemo(() => uniqueOrders(list.data?.pages), [list.data]);
	const more = useRef<HTMLButtonElement>(null);
	const [announced, setAnnounced] = useState('');
	const shown = useRef(0);

	useEffect(() => {
		if (list.error) handleApiError(list.error);
	}, [list.error]);

	// A later page says how many it added (the status region), as the server list does.
	useEffect(() => {
		const added = orders.length - shown.current;
		if ((list.data?.pages.length ?? 0) > 1 && added > 0)
			setAnnounced(m['orders.list.loaded']({ count: added }, { locale }));
		shown.current = orders.length;
	}, [orders, list.data, locale]);

	// Load more is hidden while a page loads: shown again, the observer looks again (another
	// page if the list still ends on screen).
	useEffect(() => {
		const button = more.current;
		if (!button) return;
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((e) => e.isIntersecting)) void list.fetchNextPage();
			},
			{ rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` },
		);
		observer.observe(button);
		return () => observer.disconnect();
	}, [list.fetchNextPage]);

	// A pushed status step (ADR 022) moves orders between the lists: read them again.
	useEffect(
		() =>
			onLive((event) => {
				if (event.type === 'order_status')
					void queryClient.invalidateQueries({ queryKey: orderListKey(kind) });
			}),
		[kind],
	);

	const busy = list.isPending || list.isFetchingNextPage;
	const failed = list.isError;
	const label = (kind === 'history' ? m['orders.list.history'] : m['orders.list.running'])(
		{},
		{ locale },
	);
	return (
		<div className="order-list-body" aria-busy={busy || undefined}>
			<ul aria-label={label}>
				{orders.map((order) => (
					<OrderRow key={order.id} order={order} context={context} />
				))}
			</ul>
			<p className="orders-muted" hidden={busy || failed || orders.length > 0}>
				{m['orders.list.empty']({}, { locale })}
			</p>
			<p className="orders-error" hidden={!failed}>
				{m['orders.list.failed']({}, { locale })}
				<button
					type="button"
					className="button"
					onClick={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
				>
					{m['orders.retry']({}, { locale })}
				</button>
			</p>
			<p className="loading" hidden={!busy}>
				{m['orders.loading']({}, { locale })}
			</p>
			<button
				ref={more}
				type="button"
				className="button order-list-more"
				hidden={busy || failed || !list.hasNextPage}
				onClick={() => void list.fetchNextPage()}
			>
				{m['orders.list.loadMore']({}, { locale })}
			</button>
			<p className="visually-hidden" role="status">
				{announced}
			</p>
		</div>
	);
}

/** Mounts the list into its slot of /my-orders. */
export function showOrderList(slot: HTMLElement, context: RowContext): void {
	mountIslandIn(slot, () => <OrderList context={context} />);
}
