import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { $wishlist, toggleWishlist } from './wishlist';
import { isWishlisted } from './wishlist-rules';

const HEART =
	'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z';

/**
 * The product's heart (spec §4 wishlist toggle, §5 'requires a token'): pressed while the item is
 * in the wishlist; a press shows the new state at once and settles on the server's answer.
 */
export function WishlistToggle({ itemId, locale }: { itemId: number; locale: Locale }) {
	const list = useStore($wishlist);
	const [shown, setShown] = useState<boolean | null>(null);
	const pressed = shown ?? isWishlisted(list, { itemId });
	const onClick = async () => {
		if (shown !== null) return; // one change at a time
		setShown(!pressed);
		try {
			await toggleWishlist({ itemId });
		} finally {
			setShown(null);
		}
	};
	return (
		<button
			type="button"
			className="pd-wishlist"
			aria-pressed={pressed}
			aria-label={m['wishlist.add']({}, { locale })}
			onClick={() => void onClick()}
		>
			<svg
				width="22"
				height="22"
				viewBox="0 0 24 24"
				fill={pressed ? 'currentColor' : 'none'}
				stroke="currentColor"
				strokeWidth="2"
				strokeLinejoin="round"
				aria-hidden="true"
				focusable="false"
			>
				<path d={HEART} />
			</svg>
		</button>
	);
}
