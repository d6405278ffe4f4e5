/**
 * Everything that follows an order's change of status, in the order it runs (status-change.ts).
 * A feature that reacts to a status adds its listener here; it never edits the writers.
 */
import { earnPointsOnDelivery, payReferrerOnFirstDelivery } from '../../account/order-listeners';
import { publishOrderStatus } from '../../live/order-events';
import { countDelivered } from './delivered-counts';
import { creditRefund } from '../refunds/refund-listener';
import type { OrderStatusListener } from './status-change';

export const ORDER_STATUS_LISTENERS: readonly OrderStatusListener[] = [
	countDelivered,
	earnPointsOnDelivery,
	payReferrerOnFirstDelivery,
	creditRefund,
	publishOrderStatus,
];
