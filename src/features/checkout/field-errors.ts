// spec §5 and §8 validation texts, in the page's language
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import type { FieldError } from './address/address-rules';

const ERROR_TEXT: Record<FieldError, PlainMessage> = {
	addressRequired: m['checkout.error.addressRequired'],
	nameRequired: m['checkout.error.nameRequired'],
	phoneRequired: m['checkout.error.phoneRequired'],
	emailRequired: m['checkout.error.emailRequired'],
	emailInvalid: m['checkout.error.emailInvalid'],
	locationRequired: m['checkout.error.locationRequired'],
};

export function errorText(error: FieldError | undefined, locale: Locale): string | undefined {
	return error ? ERROR_TEXT[error]({}, { locale }) : undefined;
}
