import type { Database } from '../../db/database';
import { readServerEnv } from '../../env';
import { resolveClientAddress } from '../../http/client-address';
import { guardedGuestLookup } from './guest-track';
import { trackOrder, type ViewContext } from './order-queries';

/**
 * The no-JavaScript track page's lookup (contract §8.3: any guest with the order's phone),
 * under the same limit as the API's: 'blocked' once the caller has guessed too often.
 */
export async function trackAsGuestPage(
	db: Database,
	lookup: { orderId: number; contactNumber: string | undefined },
	ctx: ViewContext,
	caller: { connection: string | undefined; forwarded: string | null; now: Date },
) {
	const headers = new Headers(caller.forwarded ? { 'x-forwarded-for': caller.forwarded } : {});
	const resolved = resolveClientAddress(headers, caller.connection, readServerEnv().TRUST_PROXY);
	const address = (resolved || 'direct').slice(0, 64);
	const { found } = await guardedGuestLookup(
		db,
		{ address, orderId: lookup.orderId, now: caller.now },
		() => trackOrder(db, { kind: 'guest', guestId: 0 }, lookup, ctx),
	);
	return found;
}
