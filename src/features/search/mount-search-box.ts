import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '~/api-client/query-client';
import { isLocale } from '~/config/locales';
import { SearchBox } from './SearchBox';

/** Replaces the header form's plain input with the combobox, keeping what was typed and focus. */
export function mountSearchBox(form: HTMLFormElement): void {
	const host = form.querySelector<HTMLElement>('[data-search-field]');
	const input = host?.querySelector<HTMLInputElement>('input');
	if (!host || !input || host.dataset.mounted) return;
	host.dataset.mounted = 'true';
	const locale = form.dataset.locale ?? 'en';
	const props = {
		locale: isLocale(locale) ? locale : 'en',
		inputId: input.id,
		initialValue: input.value,
		autoFocus: document.activeElement === input,
		moduleId: form.dataset.moduleId ?? '',
	} as const;
	createRoot(host).render(
		createElement(QueryClientProvider, { client: queryClient }, createElement(SearchBox, props)),
	);
}
