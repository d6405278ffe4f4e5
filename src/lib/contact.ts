/**
 * The shape rules of a phone number and an email address, once for the browser's forms, the
 * contracts and the server (spec §5 validation). Deliberately loose: what a person can fix by
 * looking, not an RFC.
 */

/** Digits with an optional leading `+`, 6 to 15 of them (E.164's length), once compacted. */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;
/** One @, something on both sides, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 255;

/** A phone as the server stores it: spaces, dashes, dots and brackets dropped. */
export function compactPhone(raw: string): string {
	return raw.trim().replace(/[\s\-().]/g, '');
}

export const isPhone = (raw: string): boolean => PHONE_PATTERN.test(compactPhone(raw));

export const isEmail = (raw: string): boolean => {
	const email = raw.trim();
	return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
};
