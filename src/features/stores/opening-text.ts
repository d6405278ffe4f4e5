import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { NextOpening } from '~/lib/store-hours';

/** A Sunday: weekday names come from Intl in the page's language. */
const SUNDAY = Date.UTC(2023, 0, 1, 12);

/** "Opens at 10:00", "Opens tomorrow at 10:00", "Opens Saturday at 09:00" (en and id). */
export function opensAtText(opening: NextOpening, locale: Locale): string {
	const { time } = opening;
	if (opening.days === 0) return m['stores.opensAt']({ time }, { locale });
	if (opening.days === 1) return m['stores.opensTomorrow']({ time }, { locale });
	const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
		SUNDAY + opening.weekday * 86_400_000,
	);
	return m['stores.opensOn']({ day, time }, { locale });
}
