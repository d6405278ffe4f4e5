/**
 * Error messages in the caller's language (contract §0.2 `X-localization`; issue 14 item 1,
 * ADR 031). The contracts and services write the 6amMart API's English sentences; an answer to
 * an Indonesian caller says them in Indonesian, at the one place every error leaves the API.
 * Messages already written per language (placeMessage, pricingMessage) pass through unchanged.
 */
import type { Context } from 'hono';
import type { Locale } from '~/config/locales';
import type { ApiErrorBody } from '~/contracts/error';
import type { ApiBindings } from './app-types';
import { attributeName } from './attributes-id';
import { parseLocaleHeader } from './request-context';
import { EXACT, RULES } from './validation-id';

type ErrorEntry = ApiErrorBody['errors'][number];

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Indonesian sentence for an English one, or null when no template or table knows it. */
export function indonesianMessage(message: string): string | null {
	const exact = EXACT[message];
	if (exact !== undefined && Object.hasOwn(EXACT, message)) return exact;
	for (const [template, say] of RULES) {
		const match = template.exec(message);
		if (!match) continue;
		const [, attribute = '', ...values] = match;
		return upperFirst(say(attributeName(attribute), ...values));
	}
	return null;
}

export function localizeMessage(message: string, locale: Locale): string {
	return locale === 'id' ? (indonesianMessage(message) ?? message) : message;
}

export function localizeErrors(errors: readonly ErrorEntry[], locale: Locale): ErrorEntry[] {
	return errors.map((error) => ({ ...error, message: localizeMessage(error.message, locale) }));
}

/** The caller's language: the parsed context, or the header when the error came before it. */
export function callerLocale(c: Context<ApiBindings>): Locale {
	return c.get('ctx')?.locale ?? parseLocaleHeader(c.req.header('X-localization'));
}
