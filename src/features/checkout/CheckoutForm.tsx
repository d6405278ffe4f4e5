import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { $currentLatLng, $location } from '~/state/location.state';
import { $guestId, $token } from '~/state/session.state';
import { firstErrorField, hasErrors } from './address/address-rules';
import styles from './Checkout.module.css';
import { CouponBox } from './summary/CouponBox';
import { type CheckoutSettings, orderTypesOffered } from './checkout-settings';
import { DeliveryOptions } from './delivery/DeliveryOptions';
import { storePoint } from './address/distance';
import { GuestContactCard } from './address/GuestContactCard';
import { OfflinePaymentFields } from './payment/OfflinePaymentFields';
import { OrderDetails } from './OrderDetails';
import { OrderSummary } from './summary/OrderSummary';
import {
	buildOrderBody,
	type CheckoutOrderType,
	type CheckoutPayment,
	type OrderInput,
} from './placement/order-payload';
import { PartialPayment, PaymentSplit } from './payment/PartialPayment';
import { PaymentMethods } from './payment/PaymentMethods';
import { partialChoices, partialOffer } from './payment/partial-payment';
import { PrescriptionSection } from './prescription/PrescriptionSection';
import { choosePayment, paymentChoices } from './payment/payment-choices';
import { couponRefusal, previewBody, summaryNotices } from './summary/preview-rules';
import { effectiveSchedule, isOpenAt, scheduleSlots } from './delivery/schedule-rules';
import { TipsPicker } from './delivery/TipsPicker';
import type { CheckoutSource } from './use-checkout-source';
import { useOrderPreview } from './summary/use-order-preview';
import { usePlaceOrder } from './placement/use-place-order';
import { usePrescriptionImages } from './prescription/use-prescription-images';
import { useRecipient } from './address/use-recipient';
import { useOfflinePayment } from './payment/use-offline-payment';
import { useShopNow } from './use-shop-now';

// The address part (saved list and form) is fetched only for delivery orders.
const AddressSection = lazy(() =>
	import('./address/AddressSection').then((x) => ({ default: x.AddressSection })),
);

interface Props {
	locale: Locale;
	settings: CheckoutSettings;
	source: Extract<CheckoutSource, { status: 'ready' }>;
}

/** spec §2 /checkout: every choice of the order, its server-computed summary, and Place Order. */
export function CheckoutForm({ locale, settings, source }: Props) {
	const { store, moduleId } = source;
	const token = useStore($token);
	const guestId = useStore($guestId);
	const here = { point: useStore($currentLatLng), address: useStore($location) };
	// A prescription alone is always delivered and paid in cash (contract §8.2).
	const prescriptionOnly = settings.page === 'prescription';
	const offered = orderTypesOffered(settings, store).filter(
		(type) => !prescriptionOnly || type === 'delivery',
	);
	const now = useShopNow(settings.timeZone);
	const openNow = store.active && isOpenAt(store.schedules, now.weekday, now.time);
	const canSchedule = settings.scheduleOrder && store.schedule_order;
	const slots = canSchedule ? scheduleSlots(store.schedules, now, settings.slotMinutes) : [];

	const [orderType, setOrderType] = useState<CheckoutOrderType>(offered[0] ?? 'delivery');
	const [chosenSlot, setChosenSlot] = useState<string | null>(null);
	const [coupon, setCoupon] = useState<string | null>(null);
	const [tips, setTips] = useState(0);
	const [payment, setPayment] = useState<CheckoutPayment | null>(null);
	const [partial, setPartial] = useState(false);
	const [orderNote, setOrderNote] = useState('');
	const [cutlery, setCutlery] = useState(false);
	const delivery = orderType === 'delivery';
	const recipient = useRecipient({ token, delivery, here });
	const { guest, errors } = recipient;
	const placing = usePlaceOrder();
	const needsPrescription = prescriptionOnly || source.lines.some((line) => line.prescription);
	const prescription = usePrescriptionImages();

	const orderInput = (method: CheckoutPayment, orderAmount: number | null): OrderInput => ({
		page: settings.page,
		storeId: store.id,
		storePoint: storePoint(store),
		orderType,
		scheduleAt: effectiveSchedule(chosenSlot, slots, openNow),
		paymentMethod: method,
		couponCode: coupon,
		tips: settings.tips ? tips : 0,
		deliverTo: recipient.deliverTo,
		here,
		guest: guest ? { guestId, contact: recipient.guestContact } : null,
		buyNowLine: source.buyNowLine,
		orderNote,
		cutlery,
		orderAmount,
	});
	const preview = useOrderPreview(
		offered.length ? previewBody(buildOrderBody(orderInput('cash_on_delivery', null))) : null,
		moduleId,
	);
	const pricing = preview.errors.length ? null : (preview.data?.pricing ?? null);
	// Wallet first, the rest in cash (contract §8.1 partial_payment), from the preview's figures.
	const offer = prescriptionOnly
		? null
		: partialOffer({
				...settings,
				guest,
				preview: preview.data,
				decimals: settings.money.decimals,
			});
	const paying = partial && offer !== null;
	const choices = partialChoices(
		paymentChoices({ settings, guest, preview: preview.data }).filter(
			(choice) => !prescriptionOnly || choice.method === 'cash_on_delivery',
		),
		paying,
	);
	const method = choosePayment(choices, payment);
	const offline = useOfflinePayment(method === 'offline_payment');

	async function submit() {
		if (!method) return;
		const found = recipient.check();
		const prescribed = prescription.check(needsPrescription);
		const first = hasErrors(found) ? firstErrorField(found) : prescribed ? null : 'prescription';
		if (first) {
			requestAnimationFrame(() =>
				document.querySelector<HTMLElement>(`[data-checkout-field="${first}"]`)?.focus(),
			);
			return;
		}
		if (method === 'offline_payment' && !offline.check()) return;
		const body = buildOrderBody(orderInput(method, preview.data?.pricing.order_amount ?? null));
		await placing.place({
			body: paying ? { ...body, partial_payment: 1 } : body,
			moduleId,
			page: settings.page,
			payment: method,
			guestPhone: recipient.guestPhone,
			addressToSave: recipient.addressToSave,
			images: prescription.images,
			offline: method === 'offline_payment' ? offline.answers : null,
		});
	}

	return (
		<div className={styles.layout}>
			<div className={styles.main}>
				<DeliveryOptions
					locale={locale}
					offered={offered}
					orderType={orderType}
					onOrderType={setOrderType}
					canSchedule={canSchedule}
					openNow={openNow}
					slots={slots}
					scheduleAt={effectiveSchedule(chosenSlot, slots, openNow)}
					onScheduleAt={setChosenSlot}
				/>
				{delivery && offered.length > 0 && (
					<Suspense fallback={<div className={styles.skeleton} />}>
						<AddressSection
							locale={locale}
							guest={guest}
							zoneId={store.zone_id}
							selectedId={recipient.saved?.id ?? null}
							onSelect={recipient.setSaved}
							draft={recipient.draft}
							onChange={recipient.patchDraft}
							errors={errors}
							storePoint={storePoint(store)}
						/>
					</Suspense>
				)}
				{!delivery && guest && (
					<GuestContactCard
						locale={locale}
						contact={recipient.contact}
						onChange={recipient.patchContact}
						errors={errors}
					/>
				)}
				{needsPrescription && (
					<PrescriptionSection locale={locale} state={prescription} only={prescriptionOnly} />
				)}
				{!prescriptionOnly && (
					<CouponBox
						locale={locale}
						storeId={store.id}
						itemTotal={preview.data?.pricing.item_total ?? null}
						guestId={guest ? guestId : null}
						applied={coupon}
						saving={
							pricing?.coupon_code
								? formatMoney(pricing.coupon_discount_amount, settings.money)
								: null
						}
						refusal={couponRefusal(preview.errors)}
						onApply={setCoupon}
						onRemove={() => setCoupon(null)}
					/>
				)}
				{delivery && settings.tips && (
					<TipsPicker locale={locale} money={settings.money} tips={tips} onTips={setTips} />
				)}
				{offer && (
					<PartialPayment
						locale={locale}
						money={settings.money}
						offer={offer}
						checked={paying}
						onChange={setPartial}
					/>
				)}
				<PaymentMethods
					locale={locale}
					money={settings.money}
					choices={choices}
					selected={method}
					onSelect={setPayment}
					walletBalance={preview.data?.wallet_balance ?? null}
					codMax={preview.data?.cod_max_amount ?? null}
				/>
				{method === 'offline_payment' && (
					<section className={styles.card}>
						<OfflinePaymentFields
							locale={locale}
							methods={offline.methods}
							answers={offline.answers}
							onAnswers={offline.setAnswers}
							errors={offline.errors}
						/>
					</section>
				)}
			</div>
			<OrderSummary
				locale={locale}
				money={settings.money}
				storeName={store.name}
				lines={source.lines}
				prescriptionOnly={prescriptionOnly}
				pricing={pricing}
				delivery={delivery}
				updating={preview.loading}
				notices={summaryNotices(preview.errors)}
				serviceChargeName={settings.serviceChargeName}
			>
				{paying && offer && <PaymentSplit locale={locale} money={settings.money} offer={offer} />}
				<OrderDetails
					locale={locale}
					note={orderNote}
					onNote={setOrderNote}
					cutlery={store.module_type === 'food' && store.cutlery ? cutlery : null}
					onCutlery={setCutlery}
					hint={guest ? m['checkout.guest.keepNote']({}, { locale }) : null}
					placing={placing.placing}
					canPlace={Boolean(method) && offered.length > 0 && !prescription.busy}
					formError={
						hasErrors(errors) || prescription.problem === 'required'
							? m['checkout.error.checkForm']({}, { locale })
							: null
					}
					errors={placing.errors}
					onPlace={() => void submit()}
				/>
			</OrderSummary>
		</div>
	);
}
