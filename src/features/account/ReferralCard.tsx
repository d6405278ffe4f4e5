import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import { customerInfoQuery } from './account.api';
import styles from './Account.module.css';
import { SignedIn } from './SignedIn';

interface Props {
	locale: Locale;
	businessName: string;
}

/** /referral-code (spec §2): the customer's code, Copy, and Share where the browser has Web Share. */
export function ReferralCard(props: Props) {
	return (
		<SignedIn>
			<Referral {...props} />
		</SignedIn>
	);
}

function Referral({ locale, businessName }: Props) {
	const id = useId();
	const info = useQuery(customerInfoQuery(), queryClient);
	const code = info.data?.ref_code ?? '';
	const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
	const copy = async () => {
		try {
			await navigator.clipboard.writeText(code);
			toast(m['account.referral.copied']({}, { locale }), 'success');
		} catch (error) {
			console.error(error); // spec §8: clipboard failures go to the console only
		}
	};
	const share = async () => {
		try {
			await navigator.share({
				title: businessName,
				text: m['account.referral.shareText']({ business: businessName, code }, { locale }),
				url: `${location.origin}/auth/sign-up?ref_code=${encodeURIComponent(code)}`,
			});
		} catch {
			// the customer closed the share sheet
		}
	};
	return (
		<section className={styles.card} aria-labelledby={`${id}-code`}>
			<h2 id={`${id}-code`}>{m['account.referral.yourCode']({}, { locale })}</h2>
			<p className={styles.code} data-testid="referral-code">
				{info.data ? code : '…'}
			</p>
			<div className={styles.actions}>
				<button
					type="button"
					className={styles.button}
					disabled={!code}
					onClick={() => void copy()}
				>
					{m['account.referral.copy']({}, { locale })}
				</button>
				{canShare && (
					<button
						type="button"
						className={`${styles.button} ${styles.secondary}`}
						disabled={!code}
						onClick={() => void share()}
					>
						{m['account.referral.share']({}, { locale })}
					</button>
				)}
			</div>
		</section>
	);
}
