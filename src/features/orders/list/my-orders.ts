// /my-orders (MyOrders.astro): a signed-in customer's list is a React island loaded here on
// demand; guests see the server's explanation instead (spec §6) and load no React.
import { pageLocale } from '~/api-client/client';
import { loadIsland } from '~/components/ui/load-island';
import { $token } from '~/state/session.state';
import type { OrderListKind } from '../orders.api';
import { readOrdersConfig } from '../orders-config';

const load = () => import('./OrderList');

export async function mountOrderList(slot: HTMLElement): Promise<void> {
	if (!$token.get()) return;
	const kind: OrderListKind = slot.dataset.kind === 'history' ? 'history' : 'running';
	const { money, timeZone } = readOrdersConfig();
	const { showOrderList } = await loadIsland(load);
	showOrderList(slot, { kind, locale: pageLocale(), money, timeZone });
}
