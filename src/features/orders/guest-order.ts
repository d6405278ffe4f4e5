import { parseOrderId } from './tracking/track-form-rules';
import type { LastGuestOrder } from './order-types';

/** sessionStorage key where checkout keeps the guest's last order (commerce contract §6). */
export const LAST_GUEST_ORDER_KEY = 'last_guest_order';

/** Reads a stored `{order_id, contact_number}`; null when absent or malformed. */
export function parseLastGuestOrder(raw: string | null): LastGuestOrder | null {
	if (!raw) return null;
	try {
		const value = JSON.parse(raw) as { order_id?: unknown; contact_number?: unknown };
		const id = parseOrderId(String(value.order_id ?? ''));
		const phone = typeof value.contact_number === 'string' ? value.contact_number.trim() : '';
		return id !== null && phone ? { order_id: id, contact_number: phone } : null;
	} catch {
		return null;
	}
}

/** The contact number of a guest order this browser placed, if it is that order. */
export function guestContactFor(orderId: number): string | null {
	try {
		const last = parseLastGuestOrder(sessionStorage.getItem(LAST_GUEST_ORDER_KEY));
		return last && last.order_id === orderId ? last.contact_number : null;
	} catch {
		return null; // storage blocked
	}
}
