/**
 * The built-in payment page `/payment-mobile` (contract §8.1): opening it checks the link, paying
 * (or failing, or cancelling) records the outcome and sends the shopper back to `callback` with
 * `flag` and `token`. The page itself is src/pages/payment-mobile.astro.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { businessSettings, orders, stores } from '../../db/schema';
import type { OrderRow } from '../views/order-format';
import { recordDigitalPayment } from './order-payment';
import {
	callbackRedirect,
	PAYMENT_FLAGS,
	PAYMENT_GATEWAYS,
	PAYMENT_PAGE_STATUS,
	type PaymentFlag,
	type PaymentPageProblem,
	payableProblem,
	paymentFormToken,
	sameOriginCallback,
	verifyPaymentFormToken,
} from './payment-page-rules';

/** The link's parameters, as the query (GET) or the form's hidden fields (POST) carry them. */
export interface PaymentPageParams {
	order_id?: string | null;
	customer_id?: string | null;
	payment_method?: string | null;
	payment_platform?: string | null;
	callback?: string | null;
	/** The link's signature, from `order/place` (our addition: unsigned links are refused). */
	payment_token?: string | null;
}

export interface PaymentPageForm {
	/** Hidden fields every button's form posts back. */
	fields: {
		order_id: string;
		customer_id: string;
		payment_method: string;
		payment_platform: string;
		callback: string;
		payment_token: string;
		form_token: string;
	};
	order: { id: number; amount: number; storeName: string | null; createdAt: Date };
}

export type PaymentPageFailure = { ok: false; problem: PaymentPageProblem; status: number };
export type PaymentPageOpen = ({ ok: true } & PaymentPageForm) | PaymentPageFailure;
export type PaymentPageSubmit = { ok: true; redirect: string } | PaymentPageFailure;

const fail = (problem: PaymentPageProblem): PaymentPageFailure => ({
	ok: false,
	problem,
	status: PAYMENT_PAGE_STATUS[problem],
});

const SECRET_KEY = 'secret:payment_page';
const secrets = new WeakMap<Database, Promise<string>>();

/**
 * The key of the form tokens: random, made once and kept with the settings (namespaced keys stay
 * out of `config`), so every process on one database and every restart agree on it.
 */
export function paymentPageSecret(db: Database): Promise<string> {
	let secret = secrets.get(db);
	if (!secret) {
		secret = (async () => {
			await db
				.insert(businessSettings)
				.values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
				.onConflictDoNothing();
			const [row] = await db
				.select({ value: businessSettings.value })
				.from(businessSettings)
				.where(eq(businessSettings.key, SECRET_KEY));
			if (typeof row?.value !== 'string') throw new Error('payment page secret missing');
			return row.value;
		})();
		secret.catch(() => secrets.delete(db));
		secrets.set(db, secret);
	}
	return secret;
}

interface Checked {
	order: OrderRow;
	gateway: string;
	callback: URL;
	callbackIsPath: boolean;
	params: Required<{ [K in keyof PaymentPageParams]: string }>;
}

/** The checks of both steps: the link is whole, the callback ours, the order the customer's and payable. */
async function check(
	db: Database,
	params: PaymentPageParams,
	origins: readonly string[],
): Promise<Checked | PaymentPageFailure> {
	const orderId = params.order_id?.trim() ?? '';
	const customerId = params.customer_id?.trim() ?? '';
	if (!/^\d{1,9}$/.test(orderId) || !/^\d{1,16}$/.test(customerId)) return fail('bad_request');
	const gateway = params.payment_method?.trim() || 'demo_pay';
	if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) return fail('unknown_gateway');
	const rawCallback = params.callback?.trim() ?? '';
	const callback = sameOriginCallback(rawCallback, origins);
	if (!callback) return fail('bad_callback');
	const [order] = await db
		.select()
		.from(orders)
		.where(eq(orders.id, Number(orderId)));
	const owner = order ? (order.isGuest ? order.guestId : order.userId) : null;
	// Another customer's order, or a link not signed for this one (ids are sequential and easy to
	// guess), answers like a missing order: the page tells nobody it exists.
	if (!order || owner === null || String(owner) !== customerId) return fail('not_found');
	if (!verifyPaymentFormToken(await paymentPageSecret(db), order, params.payment_token?.trim()))
		return fail('not_found');
	const problem = payableProblem(order);
	if (problem) return fail(problem);
	return {
		order,
		gateway,
		callback,
		callbackIsPath: rawCallback.startsWith('/'),
		params: {
			order_id: orderId,
			customer_id: customerId,
			payment_method: gateway,
			payment_platform: params.payment_platform?.trim() === 'app' ? 'app' : 'web',
			callback: rawCallback,
			payment_token: params.payment_token?.trim() ?? '',
		},
	};
}

/**
 * The signature a payment link carries (`payment_token`): an HMAC of the order's id and creation
 * time under the shop's secret, so only whoever placed the order can open its payment page.
 */
export async function paymentLinkToken(
	db: Database,
	order: { id: number; createdAt: Date },
): Promise<string> {
	return paymentFormToken(await paymentPageSecret(db), order);
}

/** GET /payment-mobile: what the page shows, and the hidden fields of its three forms. */
export async function openPaymentPage(
	db: Database,
	params: PaymentPageParams,
	origins: readonly string[],
): Promise<PaymentPageOpen> {
	const checked = await check(db, params, origins);
	if ('ok' in checked) return checked;
	const { order } = checked;
	const [store] =
		order.storeId === null
			? []
			: await db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId));
	return {
		ok: true,
		fields: { ...checked.params, form_token: paymentFormToken(await paymentPageSecret(db), order) },
		order: {
			id: order.id,
			amount: order.orderAmount,
			storeName: store?.name ?? null,
			createdAt: order.createdAt,
		},
	};
}

/**
 * POST /payment-mobile: the form token must be this order's (a form from another site cannot
 * pay or fail an order); then the outcome is recorded and the shopper sent back with the flag.
 */
export async function submitPaymentPage(
	db: Database,
	form: PaymentPageParams & { form_token?: string | null; flag?: string | null },
	input: { origins: readonly string[]; now: Date },
): Promise<PaymentPageSubmit> {
	const flag = form.flag?.trim() ?? '';
	if (!(PAYMENT_FLAGS as readonly string[]).includes(flag)) return fail('bad_request');
	const checked = await check(db, form, input.origins);
	if ('ok' in checked) return checked;
	const { order, gateway } = checked;
	if (!verifyPaymentFormToken(await paymentPageSecret(db), order, form.form_token))
		return fail('bad_token');
	const recorded = await recordDigitalPayment(db, order.id, {
		outcome: flag as PaymentFlag,
		gateway,
		now: input.now,
	});
	if (!recorded) return fail('closed'); // paid or moved on in another tab meanwhile
	return {
		ok: true,
		redirect: callbackRedirect(checked.callback, checked.callbackIsPath, {
			flag: flag as PaymentFlag,
			gateway,
			orderId: order.id,
			transactionReference: recorded.transactionReference,
		}),
	};
}
