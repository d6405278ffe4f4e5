import { PREFERENCE_COOKIE_MAX_AGE_S } from '~/config/cookies';

/** Mirrors a persistent store's value into a cookie so server rendering sees it (ADR 003). */
export function writePreferenceCookie(name: string, value: string | null): void {
	const secure = location.protocol === 'https:' ? '; Secure' : '';
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
	document.cookie =
		value === null
			? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
			: `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
