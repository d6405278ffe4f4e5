import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { COUPON_COPIED_LABEL_MS } from '~/config/constants';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { couponsQuery, type AccountCoupon } from './account.api';
import type { AccountProps } from './account-view';
import { formatWhen } from './account-view';
import styles from './Account.module.css';
import { SignedIn } from './SignedIn';

/** /coupons (spec §2): the customer's usable coupons; pressing one copies its code for 1 s (§9). */
export function CouponList(props: AccountProps) {
	return (
		<SignedIn>
			<Coupons {...props} />
		</SignedIn>
	);
}

function Coupons({ locale, money, timeZone }: AccountProps) {
	const coupons = useQuery(couponsQuery(), queryClient);
	const [copied, setCopied] = useState<string | null>(null);
	const timer = useRef<number | undefined>(undefined);
	useEffect(() => () => window.clearTimeout(timer.current), []);

	const copy = async (code: string) => {
		try {
			await navigator.clipboard.writeText(code);
		} catch (error) {
			console.error(error); // spec §8: clipboard failures go to the console only
			return;
		}
		setCopied(code);
		window.clearTimeout(timer.current);
		timer.current = window.setTimeout(() => setCopied(null), COUPON_COPIED_LABEL_MS);
	};
	const offer = (c: AccountCoupon) =>
		c.coupon_type === 'free_delivery'
			? m['account.coupons.freeDelivery']({}, { locale })
			: c.discount_type === 'percent'
				? m['account.coupons.percentOff']({ percent: String(c.discount) }, { locale })
				: m['account.coupons.amountOff'](
						{ amount: formatMoney(Number(c.discount), money) },
						{ locale },
					);

	if (coupons.isPending)
		return <p className={styles.muted}>{m['account.loading']({}, { locale })}</p>;
	if (!coupons.data?.length) return <p>{m['account.coupons.empty']({}, { locale })}</p>;
	return (
		<ul className={styles.coupons}>
			{coupons.data.map((c) => (
				<li key={c.id}>
					<button type="button" className={styles.coupon} onClick={() => void copy(c.code)}>
						<strong>{offer(c)}</strong>
						<span>{c.title}</span>
						<span className={styles.code} aria-live="polite" data-testid="coupon-code">
							{copied === c.code
								? m['account.coupons.copied']({ code: c.code }, { locale })
								: c.code}
						</span>
						<span className={styles.muted}>
							{[
								c.module_name,
								Number(c.min_purchase) > 0 &&
									m['account.coupons.minPurchase'](
										{ amount: formatMoney(Number(c.min_purchase), money) },
										{ locale },
									),
								c.discount_type === 'percent' &&
									Number(c.max_discount) > 0 &&
									m['account.coupons.upTo'](
										{ amount: formatMoney(Number(c.max_discount), money) },
										{ locale },
									),
								m['account.coupons.validTill'](
									{ date: formatWhen(String(c.expire_date), locale, timeZone, false) },
									{ locale },
								),
							]
								.filter(Boolean)
								.join(' · ')}
						</span>
					</button>
				</li>
			))}
		</ul>
	);
}
