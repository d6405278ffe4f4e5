import { useId } from 'react';
import type { Locale } from '~/config/locales';
import type { OrderPreview } from '~/features/checkout/checkout.api';
import styles from '~/features/checkout/Checkout.module.css';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import own from './Parcel.module.css';

interface Props {
	locale: Locale;
	money: MoneyFormat;
	/** The server's preview of this parcel (with the distance it charged), or null before one. */
	preview: (OrderPreview & { distance?: number }) | null;
	loading: boolean;
	ready: boolean;
	/** The server's refusal of these addresses (zones, same place), shown before checkout. */
	errors: string[];
}

/** spec §2 parcel flow step 3: the distance and the fee, as the server prices them. */
export function ParcelPrice({ locale, money, preview, loading, ready, errors }: Props) {
	const km = preview?.distance;
	const titleId = useId();
	return (
		<section className={styles.card} aria-busy={loading} aria-labelledby={titleId}>
			<h2 id={titleId} className={styles.cardTitle}>
				{m['parcel.details.legend']({}, { locale })}
			</h2>
			{errors.length > 0 && (
				<div className={styles.alert} role="alert">
					{errors.map((e) => (
						<p key={e}>{e}</p>
					))}
				</div>
			)}
			{!ready && <p className={styles.note}>{m['parcel.pricePending']({}, { locale })}</p>}
			{ready && loading && !preview && (
				<p className={styles.note} role="status">
					{m['parcel.priceLoading']({}, { locale })}
				</p>
			)}
			{ready && preview && errors.length === 0 && (
				<dl className={own.facts} data-parcel-price>
					<dt>{m['parcel.distance']({}, { locale })}</dt>
					<dd>
						{m['parcel.distanceValue'](
							{ km: (km ?? 0).toFixed(money.decimals > 0 ? 2 : 0) },
							{ locale },
						)}
					</dd>
					<dt>{m['parcel.fee']({}, { locale })}</dt>
					<dd>{formatMoney(preview.pricing.delivery_charge, money)}</dd>
					{preview.pricing.dm_tips > 0 && (
						<>
							<dt>{m['parcel.tip']({}, { locale })}</dt>
							<dd>{formatMoney(preview.pricing.dm_tips, money)}</dd>
						</>
					)}
					<dt className={own.total}>{m['parcel.total']({}, { locale })}</dt>
					<dd className={own.total}>{formatMoney(preview.pricing.order_amount, money)}</dd>
				</dl>
			)}
		</section>
	);
}
