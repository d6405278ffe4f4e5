/** The compiled Paraglide messages; call with `{ locale }` so concurrent requests never share one. */
export { m } from '~/paraglide/messages.js';
