import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
import { pageLocale, signInPath } from '~/api-client/client';
import { Dialog } from '~/components/ui/Dialog';
import { mountIsland } from '~/components/ui/mount-island';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { ensureGuestId } from './guest-id';
import { CHECKOUT_PATH } from './cart-rules';

/** Where the open prompt leads (the cart's checkout, or a prescription order); null: closed. */
const $target = atom<string | null>(null);

export function GuestPrompt() {
	const target = useStore($target);
	const [leaving, setLeaving] = useState(false);
	const locale = pageLocale();
	const next = localizedPath(target ?? CHECKOUT_PATH, locale);
	return (
		<Dialog
			open={target !== null}
			id="guest-prompt"
			title={m['cart.guestTitle']({}, { locale })}
			closeLabel={m['cart.close']({}, { locale })}
			onClose={() => $target.set(null)}
		>
			<div className="dialog-body">
				<p>{m['cart.guestLoginNote']({}, { locale })}</p>
				<p>{m['cart.guestNote']({}, { locale })}</p>
			</div>
			<div className="dialog-actions">
				<button
					type="button"
					className="button"
					aria-disabled={leaving || undefined}
					onClick={async () => {
						setLeaving(true);
						await ensureGuestId(); // spec §4: the guest checks out by guest_id
						location.assign(next);
					}}
				>
					{m['cart.guest']({}, { locale })}
				</button>
				<a className="button button-primary" href={signInPath(locale, next)} data-autofocus>
					{m['cart.login']({}, { locale })}
				</a>
				<a className="button" href={localizedPath('/auth/sign-up', locale)}>
					{m['cart.signUp']({}, { locale })}
				</a>
			</div>
		</Dialog>
	);
}

export function openGuestPrompt(checkoutPath: string): void {
	mountIsland('guest-prompt', () => <GuestPrompt />);
	$target.set(checkoutPath);
}
