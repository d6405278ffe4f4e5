// spec §7 the calls checkout makes; commerce contracts 1, 2 and 5 (order place/preview, addresses)
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, pageLocale } from '~/api-client/client';
import type { Address } from '~/contracts/address';
import type { storeSchema } from '~/contracts/catalog';
import type { Coupon } from '~/contracts/coupon';
import type { OrderPreviewResponse } from '~/contracts/order-place';
import type { OrderBody } from './placement/order-payload';
import type { PlacedOrder } from './placement/place-rules';
import { orderFormData } from './prescription/prescription-rules';
import type { OpeningHours } from './delivery/schedule-rules';

/** The named fields of a contract type, without the `[key: string]: unknown` of a loose object. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * What checkout reads of `stores/details/{id}` (contract §3.2, §4.4): the store's contract
 * fields, and the details-only ones the contract passes through.
 */
export type CheckoutStore = Pick<
	Known<z.infer<typeof storeSchema>>,
	| 'id'
	| 'name'
	| 'address'
	| 'logo_full_url'
	| 'latitude'
	| 'longitude'
	| 'zone_id'
	| 'module_id'
	| 'delivery'
	| 'take_away'
	| 'active'
> & {
	module_type: string;
	schedule_order: boolean;
	/** Takes orders of a prescription alone (pharmacies, contract §8.2). */
	prescription_order?: boolean;
	cutlery: boolean;
	schedules: OpeningHours[];
};

/** GET stores/details/{id}; null when the store is unknown (the API answers `{}`). */
export async function fetchStore(id: number): Promise<CheckoutStore | null> {
	const body = (await api.url(`/stores/details/${id}`).get().json()) as Partial<CheckoutStore>;
	return typeof body.id === 'number' ? (body as CheckoutStore) : null;
}

/** The store the checkout sells from; its failure is shown by the page (Try again). */
export const checkoutStoreQuery = (id: number) =>
	queryOptions({
		queryKey: ['checkout', 'store', id, { locale: pageLocale() }],
		queryFn: () => fetchStore(id),
		meta: { silent: true },
		retry: false,
	});

/** A saved address (contract §6), as checkout and the address book read it. */
export type SavedAddress = Pick<
	Address,
	| 'id'
	| 'address_type'
	| 'contact_person_name'
	| 'contact_person_number'
	| 'address'
	| 'latitude'
	| 'longitude'
	| 'zone_ids'
	| 'floor'
	| 'road'
	| 'house'
>;

/** POST customer/address/add (signed in): the form's address, for next time. */
export function saveAddress(body: Record<string, string | number>): Promise<unknown> {
	return api.url('/customer/address/add').post(body).json();
}

/** GET coupon/apply: the coupon when it applies, else an error with the server's message. */
export function applyCoupon(query: {
	code: string;
	store_id: number;
	order_amount?: number;
	guest_id?: string;
}): Promise<Pick<Coupon, 'code' | 'title'>> {
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
 * The server's pricing of one order body (commerce contract 2); a refusal is an error whose
 * entries the page shows beside the summary, so the shared handler stays quiet.
 */
export const orderPreviewQuery = (body: OrderBody, moduleId: number) =>
	queryOptions({
		queryKey: ['checkout', 'preview', moduleId, body, { locale: pageLocale() }],
		queryFn: ({ signal }) => previewOrder(body, moduleId, signal),
		meta: { silent: true },
		retry: false,
		staleTime: 0,
		gcTime: 60_000,
	});

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
