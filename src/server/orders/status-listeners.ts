/**
 * Everything that follows an order's change of status, in the order it runs (status-change.ts).
 * A feature that reacts to a status adds its listener here; it never edits the writers.
 */
import { publishOrderStatus } from '../live/order-events';
import { countDelivered } from './delivered-counts';
import type { OrderStatusListener } from './status-change';

export const ORDER_STATUS_LISTENERS: readonly OrderStatusListener[] = [
	countDelivered,
	publishOrderStatus,
];
