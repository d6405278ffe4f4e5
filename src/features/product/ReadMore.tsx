import { useLayoutEffect, useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { shortDescription } from './purchase-rules';

interface Props {
	text: string;
	locale: Locale;
	heading: 'h2' | 'h3';
}

/**
 * spec §9: the description truncated at 130 characters with Read more. The server renders the
 * whole text (readable without JavaScript); the browser shortens it before the first paint.
 */
export function ReadMore({ text, locale, heading: Heading }: Props) {
	const short = shortDescription(text);
	// null until hydrated: the server's HTML has the whole text and no button.
	const [open, setOpen] = useState<boolean | null>(null);
	useLayoutEffect(() => setOpen(false), []);
	if (!text.trim()) return null;
	return (
		<section className="pd-description">
			<Heading>{m['product.description']({}, { locale })}</Heading>
			<p>{open !== false || !short.cut ? text : short.text}</p>
			{short.cut && open !== null && (
				<button type="button" className="pd-link" onClick={() => setOpen((on) => !on)}>
					{open ? m['product.readLess']({}, { locale }) : m['product.readMore']({}, { locale })}
				</button>
			)}
		</section>
	);
}
