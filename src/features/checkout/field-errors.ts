// spec §5 and §8 validation texts, in the page's language
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { FieldError } from './address/address-rules';

export function errorText(error: FieldError | undefined, locale: Locale): string | undefined {
	return error ? m[`checkout.error.${error}`]({}, { locale }) : undefined;
}
