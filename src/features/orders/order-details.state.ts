import { atom } from 'nanostores';
import type { Order } from './order-types';

/**
 * The order the /order-details page shows, once read (order-details.ts sets it), and how to read
 * it again: the page's islands (refund, offline payment) follow it instead of reading it twice.
 */
export const $orderDetails = atom<{ order: Order; reload: () => Promise<void> } | null>(null);
