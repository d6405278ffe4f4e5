import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Locale } from '~/config/locales';
import styles from '~/features/checkout/Checkout.module.css';
import type { CheckoutSettings } from '~/features/checkout/checkout-settings';
import type { CheckoutPayment } from '~/features/checkout/placement/order-payload';
import { PaymentMethods } from '~/features/checkout/payment/PaymentMethods';
import { choosePayment, paymentChoices } from '~/features/checkout/payment/payment-choices';
import { useOrderPreview } from '~/features/checkout/summary/use-order-preview';
import { usePlaceOrder } from '~/features/checkout/placement/use-place-order';
import { openLocationPicker } from '~/features/location/open-location';
import { m } from '~/i18n/messages';
import { $currentLatLng, $location } from '~/state/location.state';
import { $guestId, $token } from '~/state/session.state';
import { type ParcelChoices, ParcelDetails } from './ParcelDetails';
import { ParcelPrice } from './ParcelPrice';
import { PartyCard } from './PartyCard';
import {
	emptyParty,
	type PartyDraft,
	parcelOrderBody,
	partyErrors,
	routeProblem,
	scheduleAtText,
} from './parcel-rules';
import { useParcelOwner } from './use-parcel-owner';

interface Props {
	locale: Locale;
	settings: CheckoutSettings;
	moduleId: number;
	categoryId: number;
}

/**
 * spec §2 /parcel-delivery-info: sender and receiver (each picked on the map), the price the
 * server computes for them, tip, who pays, instructions, when, payment; then the same success
 * page as every order. Guests check out with a guest id when guest checkout is on.
 */
export function ParcelApp({ locale, settings, moduleId, categoryId }: Props) {
	const token = useStore($token);
	const guestId = useStore($guestId);
	const [sender, setSender] = useState<PartyDraft>(() => ({
		...emptyParty(),
		address: $location.get(),
		point: $currentLatLng.get(),
	}));
	const [receiver, setReceiver] = useState<PartyDraft>(emptyParty);
	const [choices, setChoices] = useState<ParcelChoices>({
		tips: 0,
		payer: 'sender',
		instruction: '',
		later: false,
		scheduleLocal: '',
	});
	const [payment, setPayment] = useState<CheckoutPayment | null>(null);
	const [tried, setTried] = useState(false);
	const placing = usePlaceOrder();
	const guest = !token;

	useParcelOwner({ token, guestCheckout: settings.guestCheckout, locale, setSender });

	const scheduleAt = choices.later ? scheduleAtText(choices.scheduleLocal) : null;
	const input = {
		categoryId,
		sender,
		receiver,
		payer: choices.payer,
		tips: settings.tips ? choices.tips : 0,
		instruction: choices.instruction,
		scheduleAt,
		guestId: guest ? guestId || null : null,
	};
	const previewBody = parcelOrderBody({ ...input, payment: null });
	const preview = useOrderPreview(previewBody, moduleId);
	const problem = routeProblem(sender.point, receiver.point);
	const refusals = problem
		? [m['parcel.error.samePlace']({}, { locale })]
		: preview.errors.flatMap((e) => (e.message ? [e.message] : []));
	const list = paymentChoices({
		settings: {
			cashOnDelivery: settings.cashOnDelivery,
			digitalPayment: settings.digitalPayment && choices.payer === 'sender',
			wallet: false,
		},
		guest,
		preview: preview.errors.length ? null : preview.data,
	});
	const method = choosePayment(list, payment);
	const senderErrors = tried ? partyErrors(sender) : {};
	const receiverErrors = tried ? partyErrors(receiver) : {};

	const pick = (role: 'sender' | 'receiver') =>
		void openLocationPicker({
			caller: role === 'sender' ? 'parcel' : 'receiver',
			onPicked: (place) => {
				const patch = { address: place.address, point: place.latLng };
				if (role === 'sender') setSender((s) => ({ ...s, ...patch }));
				else setReceiver((r) => ({ ...r, ...patch }));
			},
		});

	async function submit() {
		setTried(true);
		const incomplete =
			Object.keys(partyErrors(sender)).length > 0 || Object.keys(partyErrors(receiver)).length > 0;
		if (
			incomplete ||
			problem ||
			!method ||
			(method !== 'cash_on_delivery' && method !== 'digital_payment')
		)
			return;
		const body = parcelOrderBody({ ...input, payment: method });
		if (!body) return;
		await placing.place({
			body: { ...body, order_amount: preview.data?.pricing.order_amount ?? 0 },
			moduleId,
			page: 'parcel',
			payment: method,
			guestPhone: guest ? sender.phone.trim() : null,
			addressToSave: null,
			images: [],
		});
	}

	return (
		<div className={styles.layout}>
			<div className={styles.main}>
				<PartyCard
					locale={locale}
					end="sender"
					party={sender}
					onChange={(patch) => setSender((s) => ({ ...s, ...patch }))}
					onPick={() => pick('sender')}
					errors={senderErrors}
				/>
				<PartyCard
					locale={locale}
					end="receiver"
					party={receiver}
					onChange={(patch) => setReceiver((r) => ({ ...r, ...patch }))}
					onPick={() => pick('receiver')}
					errors={receiverErrors}
				/>
				<ParcelDetails
					locale={locale}
					money={settings.money}
					tipsOn={settings.tips}
					scheduleOn={settings.scheduleOrder}
					choices={choices}
					onChange={(patch) => setChoices((c) => ({ ...c, ...patch }))}
				/>
				<PaymentMethods
					locale={locale}
					money={settings.money}
					choices={list}
					selected={method}
					onSelect={setPayment}
					walletBalance={null}
					codMax={preview.data?.cod_max_amount ?? null}
				/>
			</div>
			<aside className={styles.summary}>
				<ParcelPrice
					locale={locale}
					money={settings.money}
					preview={preview.data}
					loading={preview.loading}
					ready={previewBody !== null}
					errors={refusals}
				/>
				{tried &&
					(Object.keys(senderErrors).length > 0 || Object.keys(receiverErrors).length > 0) && (
						<p className={styles.error} role="alert">
							{m['parcel.fixErrors']({}, { locale })}
						</p>
					)}
				{placing.errors.length > 0 && (
					<div className={styles.alert} role="alert">
						{placing.errors.map((e) => (
							<p key={e}>{e}</p>
						))}
					</div>
				)}
				<button
					type="button"
					className={`${styles.button} ${styles.primary} ${styles.place}`}
					onClick={() => void submit()}
					disabled={placing.placing || refusals.length > 0}
					aria-busy={placing.placing}
				>
					{placing.placing
						? m['parcel.placing']({}, { locale })
						: m['parcel.place']({}, { locale })}
				</button>
			</aside>
		</div>
	);
}
