// spec §2 cancel order dialog: 'What's Wrong With This Order?' with radio reasons (from
// order/cancellation-reasons, spec §7), Back and Submit. An island loaded on the first Cancel
// Order press (cancel-dialog.ts); the platform <dialog> of components/ui/Dialog.tsx.
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { atom } from 'nanostores';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { Dialog } from '~/components/ui/Dialog';
import { mountIsland } from '~/components/ui/mount-island';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { cancelReasonsQuery } from '../orders.api';

type Asked = { locale: Locale; resolve: (reason: string | null) => void };

const $asked = atom<Asked | null>(null);

/** Answers the open question (a reason, or null for Back and close) and closes the dialog. */
function settle(reason: string | null): void {
	const asked = $asked.get();
	$asked.set(null);
	asked?.resolve(reason);
}

export function CancelDialog() {
	const asked = useStore($asked);
	const locale = asked?.locale ?? 'en';
	const reasons = useQuery({ ...cancelReasonsQuery(), enabled: asked !== null }, queryClient);
	const [chosen, setChosen] = useState('');
	const [missing, setMissing] = useState(false);
	const box = useRef<HTMLDivElement>(null);
	const errorId = `${useId()}-error`;

	// Each question starts blank; reasons that cannot be read close it (the error was toasted).
	useEffect(() => {
		if (!asked) return;
		setChosen('');
		setMissing(false);
	}, [asked]);
	useEffect(() => {
		if (asked && reasons.isError) settle(null);
	}, [asked, reasons.isError]);

	function submit(event: FormEvent) {
		event.preventDefault();
		if (chosen) return settle(chosen);
		setMissing(true);
		box.current?.querySelector('input')?.focus();
	}

	return (
		<Dialog
			open={asked !== null}
			className="cancel-dialog"
			title={m['orders.cancel.title']({}, { locale })}
			closeLabel={m['orders.close']({}, { locale })}
			onClose={() => settle(null)}
		>
			<form noValidate onSubmit={submit}>
				<fieldset aria-describedby={errorId}>
					<legend className="visually-hidden">{m['orders.cancel.reasons']({}, { locale })}</legend>
					<div className="cancel-reasons" ref={box}>
						{reasons.data ? (
							reasons.data.map((r) => (
								<label key={r.id}>
									<input
										type="radio"
										name="reason"
										value={r.reason}
										required
										checked={chosen === r.reason}
										onChange={() => setChosen(r.reason)}
									/>
									<span>{r.reason}</span>
								</label>
							))
						) : (
							<p className="orders-muted">{m['orders.loading']({}, { locale })}</p>
						)}
					</div>
				</fieldset>
				<p className="orders-error" id={errorId} hidden={!missing}>
					{missing ? m['orders.cancel.chooseReason']({}, { locale }) : ''}
				</p>
				<div className="dialog-actions">
					<button type="button" className="button" onClick={() => settle(null)}>
						{m['orders.cancel.back']({}, { locale })}
					</button>
					<button type="submit" className="button button-primary">
						{m['orders.cancel.submit']({}, { locale })}
					</button>
				</div>
			</form>
		</Dialog>
	);
}

/** Opens the dialog; resolves with the chosen reason on Submit, or null on Back or close. */
export function ask(locale: Locale): Promise<string | null> {
	mountIsland('cancel-dialog', () => <CancelDialog />);
	$asked.get()?.resolve(null); // a second question replaces an unanswered one
	return new Promise((resolve) => $asked.set({ locale, resolve }));
}
