// spec §7 the calls checkout makes; commerce contracts 1, 2 and 5 (order place/preview, addresses)
import { api } from '~/api-client/client';
import type { OrderPreviewResponse } from '~/contracts/order-place';
import type { OrderBody } from './order-payload';
import type { PlacedOrder } from './place-rules';
import { orderFormData } from './prescription-rules';
import type { OpeningHours } from './schedule-rules';

/** What checkout reads of `stores/details/{id}` (contract §3.2). */
export interface CheckoutStore {
	id: number;
	name: string;
	address: string;
	logo_full_url: string | null;
	latitude: string;
	longitude: string;
	zone_id: number;
	module_id: number;
	module_type: string;
	delivery: boolean;
	take_away: boolean;
	schedule_order: boolean;
	/** Takes orders of a prescription alone (pharmacies, contract §8.2). */
	prescription_order?: boolean;
	cutlery: boolean;
	active: boolean;
	schedules: OpeningHours[];
}

/** GET stores/details/{id}; null when the store is unknown (the API answers `{}`). */
export async function fetchStore(id: number): Promise<CheckoutStore | null> {
	const body = (await api.url(`/stores/details/${id}`).get().json()) as Partial<CheckoutStore>;
	return typeof body.id === 'number' ? (body as CheckoutStore) : null;
}

/** A saved address (contract §6). */
export interface SavedAddress {
	id: number;
	address_type: string;
	contact_person_name: string;
	contact_person_number: string;
	address: string;
	latitude: string;
	longitude: string;
	zone_ids: number[];
	floor: string | null;
	road: string | null;
	house: string | null;
}

/** GET customer/address/list (signed in). */
export async function fetchAddresses(): Promise<SavedAddress[]> {
	const body = (await api
		.url('/customer/address/list')
		.query({ limit: 50, offset: 1 })
		.get()
		.json()) as {
		addresses?: SavedAddress[];
	};
	return body.addresses ?? [];
}

/** POST customer/address/add (signed in): the form's address, for next time. */
export function saveAddress(body: Record<string, string | number>): Promise<unknown> {
	return api.url('/customer/address/add').post(body).json();
}

/** What checkout reads of customer/info (signed in). */
export interface CustomerInfo {
	id: number;
	f_name: string;
	l_name: string;
	phone: string;
	email: string;
	wallet_balance: number;
}

export async function fetchCustomer(): Promise<CustomerInfo> {
	return (await api.url('/customer/info').get().json()) as CustomerInfo;
}

/** GET coupon/apply: the coupon when it applies, else an error with the server's message. */
export function applyCoupon(query: {
	code: string;
	store_id: number;
	order_amount?: number;
	guest_id?: string;
}): Promise<{ code: string; title: string }> {
	return refusalAsError(api.url('/coupon/apply').query(query).get().json());
}

/** POST customer/order/preview's answer (commerce contract 2). */
export type OrderPreview = OrderPreviewResponse;

/** One `{code, message}` of an API error body (contract §0.6). */
export interface ApiErrorEntry {
	code: string;
	message: string;
}

export function errorEntries(error: unknown): ApiErrorEntry[] {
	const body = (error as { body?: { errors?: unknown } } | null)?.body;
	const list = Array.isArray(body?.errors) ? body.errors : [];
	return list.flatMap((e: { code?: unknown; message?: unknown }) =>
		typeof e?.message === 'string'
			? [{ code: typeof e.code === 'string' ? e.code : '', message: e.message }]
			: [],
	);
}

/** A 2xx answer can still be a refusal (contract §11.4: 203 with `errors`): treat it as one. */
async function refusalAsError<T>(answer: Promise<unknown>): Promise<T> {
	const body = await answer;
	if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
		throw Object.assign(new Error('refused'), { status: 203, body });
	}
	return body as T;
}

/** The moduleId of the order: a buy-now line may be of another module than the header's. */
const moduleHeader = (moduleId: number) => ({ moduleId: String(moduleId) });

export function previewOrder(
	body: OrderBody,
	moduleId: number,
	signal?: AbortSignal,
): Promise<OrderPreview> {
	const request = api.url('/customer/order/preview').headers(moduleHeader(moduleId));
	return refusalAsError((signal ? request.options({ signal }) : request).post(body).json());
}

/**
 * POST customer/order/place: JSON, or multipart when prescription images go with it; a
 * prescription alone goes to customer/order/prescription/place (contract §8.2).
 */
export function placeOrder(
	body: OrderBody,
	moduleId: number,
	idempotencyKey: string,
	images: readonly Blob[] = [],
	prescriptionOnly = false,
): Promise<PlacedOrder> {
	const request = api
		.url(prescriptionOnly ? '/customer/order/prescription/place' : '/customer/order/place')
		.headers({ ...moduleHeader(moduleId), 'Idempotency-Key': idempotencyKey });
	return refusalAsError(
		(images.length ? request.body(orderFormData(body, images)).post() : request.post(body)).json(),
	);
}
