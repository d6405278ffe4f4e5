import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { Modal } from './Modal';
import styles from './Modal.module.css';

/** Shown when the browser refuses the location (spec §6, §8 browser location texts). */
export function LocationPermissionDialog({ onClose }: { onClose: () => void }) {
	const locale = pageLocale();
	return (
		<Modal
			title={m['location.permissionTitle']({}, { locale })}
			closeLabel={m['location.close']({}, { locale })}
			onClose={onClose}
		>
			<p>{m['location.permissionBody']({}, { locale })}</p>
			<div className={styles.actions}>
				<button
					type="button"
					className={`${styles.button} ${styles.primary}`}
					data-autofocus
					onClick={onClose}
				>
					{m['location.ok']({}, { locale })}
				</button>
			</div>
		</Modal>
	);
}
