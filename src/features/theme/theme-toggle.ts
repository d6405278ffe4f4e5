import type { Theme } from '~/config/cookies';
import { setTheme } from '~/state/settings.state';

function currentTheme(): Theme {
	return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Wires a theme button: its label names the theme it switches to. */
export function bindThemeToggle(button: HTMLButtonElement): void {
	const label = () => {
		const text = (currentTheme() === 'dark' ? button.dataset.toLight : button.dataset.toDark) ?? '';
		button.setAttribute('aria-label', text);
		button.title = text;
	};
	label();
	// The header and the side drawer each have a toggle: every one relabels on a change.
	document.addEventListener('themechange', label);
	button.addEventListener('click', () => {
		setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
		document.dispatchEvent(new Event('themechange'));
	});
}
