/**
 * The module modal (spec §2 module selection, §4 module): the modules serving the stored zones,
 * the previous choice highlighted; none → 'No module found'; exactly one → chosen at once.
 * A React island loaded on the first opening (open-module-picker.ts).
 */
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { atom } from 'nanostores';
import { useEffect, useRef } from 'react';
import { api, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { Dialog } from '~/components/ui/Dialog';
import { mountIsland } from '~/components/ui/mount-island';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $module, selectModule } from '~/state/module.state';
import { $token } from '~/state/session.state';
import { toastAfterReload } from '~/state/toast.state';
import { modulesQuery, type PickerModule } from './modules.api';
import './module-picker.css';

/** Counts the openings; 0 is closed. */
const $opened = atom(0);

/**
 * spec §2 /interest: a signed-in customer without interests in a (non-parcel) module chooses
 * some first. Asked of customer/info; any failure goes straight home.
 */
async function needsInterests(module: PickerModule): Promise<boolean> {
	if (!$token.get() || module.module_type === 'parcel') return false;
	try {
		const info = await api
			.url('/customer/info')
			.get()
			.json<{ selected_modules_for_interest?: number[] }>();
		return !(info.selected_modules_for_interest ?? []).includes(module.id);
	} catch {
		return false;
	}
}

async function goHome(module: PickerModule): Promise<void> {
	selectModule(module);
	toastAfterReload(m['module.selected']({}, { locale: pageLocale() }));
	const next = (await needsInterests(module)) ? '/interest' : '/home';
	location.assign(localizedPath(next, pageLocale()));
}

export function ModulePicker() {
	const opened = useStore($opened);
	const modules = useQuery({ ...modulesQuery(), enabled: opened > 0 }, queryClient);
	const list = useRef<HTMLUListElement>(null);
	const locale = pageLocale();
	const only = modules.data?.length === 1 ? modules.data[0] : undefined;
	const shown = modules.isPending ? 'loading' : modules.data?.length ? 'list' : 'empty';

	// Exactly one module serves the zone: it is chosen at once.
	useEffect(() => {
		if (!opened || !only) return;
		$opened.set(0);
		void goHome(only);
	}, [opened, only]);

	useEffect(() => {
		if (opened && shown === 'list')
			list.current?.querySelector<HTMLElement>('[aria-current="true"], button')?.focus();
	}, [opened, shown]);

	const currentId = $module.get()?.id ?? null;
	return (
		<Dialog
			open={opened > 0}
			className="module-picker"
			title={m['module.pickerTitle']({}, { locale })}
			closeLabel={m['module.close']({}, { locale })}
			onClose={() => $opened.set(0)}
		>
			<div className="module-picker-body" aria-live="polite">
				{shown === 'loading' && (
					<p className="module-loading">{m['nav.loading']({}, { locale })}</p>
				)}
				{shown === 'empty' && (
					<div className="module-empty">
						<p className="module-empty-title">{m['module.none']({}, { locale })}</p>
						<p>{m['module.noneHelp']({}, { locale })}</p>
					</div>
				)}
				{shown === 'list' && !only && (
					<ul className="module-list" ref={list}>
						{modules.data?.map((module) => (
							<li key={module.id}>
								<button
									type="button"
									className="module-choice"
									aria-current={module.id === currentId || undefined}
									onClick={() => void goHome(module)}
								>
									{module.icon_full_url && (
										<img src={module.icon_full_url} alt="" width={48} height={48} />
									)}
									<span className="module-name">{module.module_name}</span>
									{module.id === currentId && (
										<span className="module-current">{m['module.current']({}, { locale })}</span>
									)}
								</button>
							</li>
						))}
					</ul>
				)}
			</div>
		</Dialog>
	);
}

export function showModulePicker(): void {
	mountIsland('module-picker', () => <ModulePicker />);
	$opened.set($opened.get() + 1);
}
