import { useEffect, useState } from 'react';
import type { Theme } from '~/config/cookies';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { setTheme } from '~/state/settings.state';
import styles from './ThemeToggle.module.css';

interface Props {
	locale: Locale;
}

/** Light/dark switch (spec §2 header). The page already wears the right theme before hydration. */
export default function ThemeToggle({ locale }: Props) {
	const [theme, setCurrent] = useState<Theme>('light');
	useEffect(() => {
		setCurrent(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
	}, []);
	const next: Theme = theme === 'dark' ? 'light' : 'dark';
	const label =
		next === 'dark' ? m['theme.toDark']({}, { locale }) : m['theme.toLight']({}, { locale });
	return (
		<button
			type="button"
			className={styles.toggle}
			aria-label={label}
			title={label}
			onClick={() => {
				setTheme(next);
				setCurrent(next);
			}}
		>
			<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
				{theme === 'dark' ? (
					<path
						fill="currentColor"
						d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4ZM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4Z"
					/>
				) : (
					<path fill="currentColor" d="M21 14.5A8.5 8.5 0 0 1 9.5 3a8.5 8.5 0 1 0 11.5 11.5Z" />
				)}
			</svg>
		</button>
	);
}
