/** Business constants of spec §9. Units in the names. */
/** @public The spec's one breakpoint; stylesheets repeat it as 1180px (they cannot import it). */
export const MOBILE_BREAKPOINT_PX = 1180;
export const DEFAULT_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE = 12;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const PICKER_MAP_ZOOM = 17;
export const TRACKER_MAP_ZOOM = 10;
export const ORDER_POLL_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const LOGOUT_DELAY_MS = 500;
export const COUPON_COPIED_LABEL_MS = 1000;
/** spec §9: at most three prescription images per order; each upload up to 5 MB. */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const MAX_PRESCRIPTION_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * spec §2 /checkout: a scheduled order is for today or tomorrow (the slot days the checkout offers,
 * features/checkout/schedule-rules.ts); the server refuses a schedule further out.
 */
export const SCHEDULE_DAYS = 2;
/** Most of one add-on a cart line may carry: the server refuses more, the product panel stops there. */
export const MAX_ADD_ON_QTY = 100;
