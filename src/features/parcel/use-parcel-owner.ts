// spec §6 roles: a signed-in sender is filled from the profile; a guest needs guest checkout and a
// guest id (spec §4), else sign-in comes first, as for /checkout.
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import { customerInfoQuery } from '~/features/account/account.api';
import { ensureGuestId } from '~/features/cart/guest-id';
import { localizedPath } from '~/lib/preferences';
import type { PartyDraft } from './parcel-rules';

export function useParcelOwner(input: {
	token: string | null | undefined;
	guestCheckout: boolean;
	locale: Locale;
	setSender: Dispatch<SetStateAction<PartyDraft>>;
}): void {
	const { token, guestCheckout, locale, setSender } = input;
	// The profile fills the sender; without it the shopper types the sender in (no toast).
	const me = useQuery(
		{ ...customerInfoQuery(), enabled: Boolean(token), meta: { silent: true } },
		queryClient,
	).data;

	useEffect(() => {
		if (!me) return;
		setSender((s) => ({
			...s,
			name: s.name || `${me.f_name} ${me.l_name}`.trim(),
			phone: s.phone || me.phone,
		}));
	}, [me, setSender]);

	useEffect(() => {
		if (token) return;
		if (!guestCheckout) {
			const from = encodeURIComponent(location.pathname + location.search);
			location.replace(localizedPath(`/auth/sign-in?from=${from}`, locale));
			return;
		}
		void ensureGuestId();
	}, [token, guestCheckout, locale]);
}
