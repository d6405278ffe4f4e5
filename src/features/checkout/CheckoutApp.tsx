import { useEffect, useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $guestId, $token } from '~/state/session.state';
import styles from './Checkout.module.css';
import { CheckoutForm } from './CheckoutForm';
import type { CheckoutSettings } from './checkout-settings';
import { useCheckoutSource } from './use-checkout-source';

interface Props {
	locale: Locale;
	settings: CheckoutSettings;
}

/**
 * Checkout needs a customer (token) or a guest (guest_id, when guest checkout is on); anyone
 * else goes to sign-in and comes back here (spec §2: sign-in when a guest cannot check out).
 */
function mayCheckOut(guestCheckout: boolean): boolean {
	return Boolean($token.get()) || (guestCheckout && Boolean($guestId.get()));
}

/** The /checkout island: the guard, then the order's lines and store, then the form. */
export function CheckoutApp({ locale, settings }: Props) {
	const [allowed, setAllowed] = useState(false);
	const { source, retry } = useCheckoutSource(settings.page, allowed, {
		storeId: settings.storeId,
		allowed: settings.prescriptionOrder,
	});

	useEffect(() => {
		if (mayCheckOut(settings.guestCheckout)) return setAllowed(true);
		const from = encodeURIComponent(location.pathname + location.search);
		location.replace(localizedPath(`/auth/sign-in?from=${from}`, locale));
	}, [settings.guestCheckout, locale]);

	// Nothing before the guard has run: without JavaScript the page's own note explains.
	if (!allowed) return null;
	const home = localizedPath('/home', locale);
	switch (source.status) {
		case 'ready':
			return <CheckoutForm locale={locale} settings={settings} source={source} />;
		case 'loading':
			return (
				<div className={styles.stack} aria-busy="true">
					<p role="status" className={styles.note}>
						{m['checkout.loading']({}, { locale })}
					</p>
					<div className={styles.skeleton} />
				</div>
			);
		case 'failed':
			return (
				<div className={`${styles.card} ${styles.state}`}>
					<p role="alert">{m['checkout.loadFailed']({}, { locale })}</p>
					<button type="button" className={styles.button} onClick={retry}>
						{m['checkout.retry']({}, { locale })}
					</button>
				</div>
			);
		default:
			return (
				<div className={`${styles.card} ${styles.state}`}>
					<h2 className={styles.cardTitle}>
						{source.status === 'gone'
							? m['checkout.storeGone']({}, { locale })
							: source.status === 'noPrescription'
								? m['prescription.storeRefuses']({}, { locale })
								: m['checkout.empty']({}, { locale })}
					</h2>
					{source.status === 'empty' && (
						<p className={styles.note}>{m['checkout.emptyHint']({}, { locale })}</p>
					)}
					<a className={`${styles.button} ${styles.primary}`} href={home}>
						{m['checkout.backHome']({}, { locale })}
					</a>
				</div>
			);
	}
}
