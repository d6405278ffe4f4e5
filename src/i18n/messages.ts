import type { Locale } from '~/config/locales';

/** The compiled Paraglide messages; call with `{ locale }` so concurrent requests never share one. */
export { m } from '~/paraglide/messages.js';

/**
 * A message without inputs, for tables that pick one by a value (`{ home: m['x.home'], … }`).
 * Browser code names each message literally (`m['x.home']`), never by a computed key, which
 * would keep every message of the catalogue in the page's JavaScript (scripts/lint-imports.mjs, rule 7).
 */
export type PlainMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;
