import { MODULE_CAPABILITIES, MODULE_TYPES } from '~/config/modules';
import type { Locale } from '~/config/locales';
import { type Config, configSchema } from '~/contracts/config';
import type { Database } from '../db/database';
import { attachmentFolderUrl, imageFolderUrl, imageUrl } from '../http/urls';
import { listModules } from '../modules/modules.service';
import { readSettings } from './config.repo';

/** Settings that are bookkeeping, never configuration. */
const PRIVATE_SETTINGS = new Set(['seed_version']);

/** Legacy `base_urls` (contract §1.1), still read by the spec's storefront. */
const BASE_URL_FOLDERS = {
	item_image_url: 'product',
	refund_image_url: 'refund',
	customer_image_url: 'profile',
	banner_image_url: 'banner',
	category_image_url: 'category',
	review_image_url: 'review',
	notification_image_url: 'notification',
	store_image_url: 'store',
	vendor_image_url: 'vendor',
	store_cover_photo_url: 'store/cover',
	delivery_man_image_url: 'delivery-man',
	chat_image_url: 'conversation',
	campaign_image_url: 'campaign',
	business_logo_url: 'business',
	module_image_url: 'module',
	parcel_category_image_url: 'parcel_category',
	landing_page_image_url: 'landing',
	react_landing_page_images: 'landing',
	react_landing_page_feature_images: 'landing',
	gateway_image_url: 'payment_modules/gateway_image',
	brand_image_url: 'brand',
	promotional_banner_url: 'promotional_banner',
	advertisement_image_url: 'advertisement',
	// Read by the original React web client (issue 19).
	product_image_url: 'product',
	restaurant_image_url: 'store',
	business_image_url: 'business',
	header_banner_url: 'landing',
	header_icon_url: 'landing',
	testimonial_image_url: 'landing',
} as const;

export interface ConfigInput {
	locale: Locale;
	baseUrl: string;
}

/** GET /config: the business settings as one flat object, plus what is derived from them. */
export async function getConfig(db: Database, input: ConfigInput): Promise<Config> {
	const [settings, modules] = await Promise.all([readSettings(db), listModules(db, input)]);
	// Namespaced keys (`page:about-us`, `module_content:1`) are served by their own endpoints.
	const publicSettings = Object.fromEntries(
		Object.entries(settings).filter(([key]) => !PRIVATE_SETTINGS.has(key) && !key.includes(':')),
	);
	const single = modules.length === 1 ? modules[0] : undefined;
	const module = single ? (({ zones: _zones, ...rest }) => rest)(single) : null;
	return configSchema.parse({
		...publicSettings,
		logo_full_url: imageUrl(input.baseUrl, 'business', stringOrNull(settings.logo)),
		fav_icon_full_url: imageUrl(input.baseUrl, 'business', stringOrNull(settings.fav_icon)),
		base_urls: {
			...Object.fromEntries(
				Object.entries(BASE_URL_FOLDERS).map(([key, folder]) => [
					key,
					imageFolderUrl(input.baseUrl, folder),
				]),
			),
			order_attachment_url: attachmentFolderUrl(input.baseUrl),
		},
		module_config: { module_type: MODULE_TYPES, ...MODULE_CAPABILITIES },
		module,
	});
}

function stringOrNull(value: unknown): string | null {
	return typeof value === 'string' && value ? value : null;
}
