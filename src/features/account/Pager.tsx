import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './Account.module.css';

/** Previous / next page of an account history (spec §9 page size 10). */
export function Pager(props: {
	locale: Locale;
	page: number;
	pages: number;
	onPage: (page: number) => void;
}) {
	const { locale, page, pages, onPage } = props;
	if (pages <= 1) return null;
	return (
		<nav className={styles.actions} aria-label={m['account.pages']({}, { locale })}>
			<button
				type="button"
				className={`${styles.button} ${styles.secondary}`}
				disabled={page <= 1}
				onClick={() => onPage(page - 1)}
			>
				{m['account.previous']({}, { locale })}
			</button>
			<span className={styles.muted} aria-live="polite">
				{m['account.pageOf']({ page: String(page), pages: String(pages) }, { locale })}
			</span>
			<button
				type="button"
				className={`${styles.button} ${styles.secondary}`}
				disabled={page >= pages}
				onClick={() => onPage(page + 1)}
			>
				{m['account.next']({}, { locale })}
			</button>
		</nav>
	);
}
