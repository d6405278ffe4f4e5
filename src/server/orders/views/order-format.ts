/** Order rows as the API serialises them (contract §3.4, §8.3). Pure. */
import type {
	OrderDeliveryMan,
	OrderLine,
	OrderParcelCategory,
	OrderStatus,
	OrderStore,
	OrderView,
} from '~/contracts/order-view';
import { deliveryMinutes } from '~/lib/text';
import type { deliveryMen, orderDetails, orders, parcelCategories, stores } from '../../db/schema';
import { imageUrl, isoTimestamp } from '../../http/urls';
import type { OrderLedgerFacts } from '../../account/order-ledger';
import { attachmentUrl } from '../attachments/order-attachments';
import { fromMinor } from '../pricing/money-cents';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderDetails.$inferSelect;
export type DeliveryManRow = typeof deliveryMen.$inferSelect;
export type OrderStoreRow = Pick<
	typeof stores.$inferSelect,
	| 'id'
	| 'name'
	| 'slug'
	| 'phone'
	| 'address'
	| 'logo'
	| 'latitude'
	| 'longitude'
	| 'moduleId'
	| 'zoneId'
	| 'deliveryTime'
>;

/** What formatting a page of orders needs beside the rows, loaded in a few queries. */
export interface OrderLookups {
	stores: Map<number, OrderStoreRow>;
	deliveryMen: Map<number, DeliveryManRow>;
	modules: Map<number, { id: number; moduleName: string; moduleType: string; slug: string }>;
	detailsCount: Map<number, number>;
	/** Parcel categories of the page's parcels (absent: none). */
	parcelCategories?: Map<number, OrderParcelCategoryRow>;
	/** The ledgers' rows of the page's orders (absent: none), and the shop's decimals. */
	ledger?: Map<number, OrderLedgerFacts>;
	decimals?: number;
	baseUrl: string;
}

export type OrderParcelCategoryRow = Pick<
	typeof parcelCategories.$inferSelect,
	'id' | 'name' | 'description' | 'image' | 'moduleId'
>;

/** A parcel's category as `parcel_category` (contract §3.4, the `parcel-category` shape). */
export function toOrderParcelCategory(
	row: OrderParcelCategoryRow,
	baseUrl: string,
): OrderParcelCategory {
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		image: row.image,
		image_full_url: imageUrl(baseUrl, 'parcel_category', row.image),
		module_id: row.moduleId,
	};
}

const at = (date: Date | null) => (date ? isoTimestamp(date) : null);

export function toOrderStore(row: OrderStoreRow, baseUrl: string): OrderStore {
	return {
		id: row.id,
		name: row.name,
		slug: row.slug,
		phone: row.phone,
		address: row.address,
		logo: row.logo,
		logo_full_url: imageUrl(baseUrl, 'store', row.logo),
		latitude: String(row.latitude),
		longitude: String(row.longitude),
		module_id: row.moduleId,
		zone_id: row.zoneId,
		delivery_time: row.deliveryTime,
	};
}

export function toDeliveryMan(row: DeliveryManRow, baseUrl: string): OrderDeliveryMan {
	return {
		id: row.id,
		f_name: row.fName,
		l_name: row.lName,
		phone: row.phone,
		image: row.image,
		image_full_url: imageUrl(baseUrl, 'delivery-man', row.image),
		avg_rating: row.avgRating,
		rating_count: row.ratingCount,
		lat: row.lat,
		lng: row.lng,
		location: row.location,
	};
}

/** One order (contract §3.4): every column we keep, the guest id as `user_id`, and its relations. */
export function toOrderView(row: OrderRow, lookups: OrderLookups): OrderView {
	const store = row.storeId === null ? undefined : lookups.stores.get(row.storeId);
	const category = row.parcelCategoryId
		? lookups.parcelCategories?.get(row.parcelCategoryId)
		: undefined;
	const man = row.deliveryManId ? lookups.deliveryMen.get(row.deliveryManId) : undefined;
	const module = lookups.modules.get(row.moduleId);
	const ledger = lookups.ledger?.get(row.id);
	const [storeMin, storeMax] = store ? deliveryMinutes(store.deliveryTime) : [null, null];
	return {
		id: row.id,
		user_id: row.isGuest ? row.guestId : row.userId,
		is_guest: row.isGuest,
		order_amount: row.orderAmount,
		coupon_discount_amount: row.couponDiscountAmount,
		coupon_discount_title: row.couponDiscountTitle,
		coupon_code: row.couponCode,
		coupon_created_by: row.couponCreatedBy,
		payment_status: row.paymentStatus as OrderView['payment_status'],
		order_status: row.orderStatus as OrderStatus,
		payment_method: row.paymentMethod,
		payment_gateway: row.paymentGateway,
		transaction_reference: row.transactionReference,
		total_tax_amount: row.totalTaxAmount,
		tax_status: row.taxStatus as OrderView['tax_status'],
		tax_percentage: row.taxPercentage,
		order_type: row.orderType as OrderView['order_type'],
		store_id: row.storeId,
		zone_id: row.zoneId,
		module_id: row.moduleId,
		module_type: module?.moduleType ?? '',
		delivery_charge: row.deliveryCharge,
		original_delivery_charge: row.originalDeliveryCharge,
		dm_tips: row.dmTips,
		store_discount_amount: row.storeDiscountAmount,
		flash_admin_discount_amount: row.flashAdminDiscountAmount,
		flash_store_discount_amount: row.flashStoreDiscountAmount,
		additional_charge: row.additionalCharge,
		extra_packaging_amount: row.extraPackagingAmount,
		partially_paid_amount: fromMinor(ledger?.partialWalletCents ?? 0, lookups.decimals ?? 2),
		ref_bonus_amount: row.refBonusAmount,
		earned_loyalty_points: ledger?.pointsEarned ?? null,
		free_delivery_by: row.freeDeliveryBy as OrderView['free_delivery_by'],
		discount_on_product_by: 'vendor',
		delivery_address: row.deliveryAddress,
		distance: row.distance,
		scheduled: row.scheduled ? 1 : 0,
		schedule_at: at(row.scheduleAt),
		otp: row.otp,
		order_note: row.orderNote,
		delivery_instruction: row.deliveryInstruction,
		unavailable_item_note: row.unavailableItemNote,
		cutlery: row.cutlery,
		cancellation_reason: row.cancellationReason,
		canceled_by: row.canceledBy,
		delivery_man_id: row.deliveryManId,
		processing_time: row.processingTime,
		route_progress: row.routeProgress,
		prescription_order: row.prescriptionOrder,
		order_attachment: row.orderAttachment ? JSON.stringify(row.orderAttachment) : null,
		order_attachment_full_url: (row.orderAttachment ?? []).map((name) =>
			attachmentUrl(lookups.baseUrl, name),
		),
		order_proof_full_url: [],
		parcel_category_id: row.parcelCategoryId,
		receiver_details: row.receiverDetails,
		charge_payer: row.chargePayer as OrderView['charge_payer'],
		dm_vehicle_id: row.dmVehicleId,
		cash_back_id: null,
		pending: at(row.pending),
		accepted: at(row.accepted),
		confirmed: at(row.confirmed),
		processing: at(row.processing),
		handover: at(row.handover),
		picked_up: at(row.pickedUp),
		delivered: at(row.delivered),
		canceled: at(row.canceled),
		failed: at(row.failed),
		refund_requested: at(row.refundRequested),
		refunded: at(row.refunded),
		refund_request_canceled: null,
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
		details_count: lookups.detailsCount.get(row.id) ?? 0,
		store: store ? toOrderStore(store, lookups.baseUrl) : null,
		delivery_man: man ? toDeliveryMan(man, lookups.baseUrl) : null,
		module: module
			? {
					id: module.id,
					module_name: module.moduleName,
					module_type: module.moduleType,
					slug: module.slug,
				}
			: null,
		min_delivery_time: row.minDeliveryTime ?? storeMin,
		max_delivery_time: row.maxDeliveryTime ?? storeMax,
		refund: null,
		parcel_category: category ? toOrderParcelCategory(category, lookups.baseUrl) : null,
	};
}

function stringList(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** One line of `order/details` (contract §8.3); images come from the item as ordered. */
export function toOrderLine(row: OrderLineRow): OrderLine {
	const item = row.itemDetails;
	return {
		id: row.id,
		order_id: row.orderId,
		item_id: row.itemId,
		item_campaign_id: row.itemCampaignId,
		price: row.price,
		quantity: row.quantity,
		tax_amount: row.taxAmount,
		discount_on_item: row.discountOnItem,
		discount_type: row.discountType,
		total_add_on_price: row.totalAddOnPrice,
		variant: row.variant,
		variation: row.variation,
		add_ons: row.addOns,
		item_details: item,
		image_full_url: typeof item.image_full_url === 'string' ? item.image_full_url : null,
		images_full_url: stringList(item.images_full_url),
		created_at: isoTimestamp(row.createdAt),
		updated_at: isoTimestamp(row.updatedAt),
	};
}
