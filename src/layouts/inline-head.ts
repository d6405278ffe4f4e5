import { createHash } from 'node:crypto';

/** Layer order first: page styles may load before global.css and must not redefine the order. */
export const LAYER_ORDER_CSS = '@layer reset, vendor, tokens, base, components, utilities;';

/** Before first paint: the visitor's theme when no cookie told the server (ADR 003). */
export const THEME_BOOT_JS = `(()=>{const r=document.documentElement;if(r.dataset.theme)return;let t;try{t=JSON.parse(localStorage.getItem('settings')??'null')?.theme}catch{}r.dataset.theme=t??(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')})();`;

/** A CSP source for inline content Astro does not hash itself (`sha256-…`). */
export function cspHash(content: string): `sha256-${string}` {
	return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}
