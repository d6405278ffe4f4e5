import { z } from 'zod';
import { emailField } from './auth';
import { safeString } from './text';

/**
 * Calls the original 6amMart clients make that our own storefront does not need for its pages
 * (issue 19): social sign-in, the newsletter, the React landing page's content.
 */

/** POST auth/social-login and auth/social-register (contract §5): a provider's token. */
export const socialLoginRequestSchema = z.looseObject({
	token: safeString('The token field is required.').optional(),
	unique_id: safeString('The unique id field is required.').optional(),
	email: z.string().max(255).optional(),
	medium: z
		.enum(['google', 'facebook', 'apple'], { error: 'The selected medium is invalid.' })
		.optional(),
});

/** POST newsletter/subscribe: one address, stored once. */
export const newsletterRequestSchema = z.object({ email: emailField });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
export const newsletterResponseSchema = z.object({ message: z.string() });

const link = z.object({ title: z.string(), link: z.string() });

/**
 * GET react-landing-page: the marketing blocks the original React web client renders on every
 * page (header and footer texts, app links, promotional banners) and the folders of its images.
 */
export const reactLandingPageSchema = z.looseObject({
	base_urls: z.record(z.string(), z.string()),
	header_title: z.string(),
	header_sub_title: z.string(),
	header_tag_line: z.string(),
	header_icon: z.string().nullable(),
	header_banner: z.string().nullable(),
	header_icon_full_url: z.string().nullable(),
	header_banner_full_url: z.string().nullable(),
	company_title: z.string(),
	company_sub_title: z.string(),
	company_description: z.string(),
	company_button_name: z.string(),
	company_button_url: z.string(),
	download_user_app_title: z.string(),
	download_user_app_sub_title: z.string(),
	download_user_app_links: z.object({
		playstore_url_status: z.string(),
		playstore_url: z.string(),
		apple_store_url_status: z.string(),
		apple_store_url: z.string(),
	}),
	download_user_app_image: z.string().nullable(),
	download_user_app_image_full_url: z.string().nullable(),
	download_business_app_links: z.record(z.string(), z.string()),
	/** Files under `base_urls.promotional_banner_url`; the client reads `img`. */
	promotion_banners: z.array(
		z.object({ title: z.string(), sub_title: z.string(), img: z.string(), image: z.string() }),
	),
	promotion_banners_full_url: z.array(z.string().nullable()),
	earning_title: z.string(),
	earning_sub_title: z.string(),
	earning_seller_title: z.string(),
	earning_seller_sub_title: z.string(),
	earning_seller_button_name: z.string(),
	earning_seller_button_url: z.string(),
	earning_dm_title: z.string(),
	earning_dm_sub_title: z.string(),
	earning_dm_button_name: z.string(),
	earning_dm_button_url: z.string(),
	business_title: z.string(),
	business_sub_title: z.string(),
	business_image: z.string().nullable(),
	fixed_newsletter_title: z.string(),
	fixed_newsletter_sub_title: z.string(),
	fixed_footer_description: z.string(),
	fixed_promotional_banner: z.string().nullable(),
	fixed_promotional_banner_full_url: z.string().nullable(),
	available_zone_status: z.number().int(),
	available_zone_title: z.string(),
	available_zone_short_description: z.string(),
	available_zone_image: z.string().nullable(),
	available_zone_image_full_url: z.string().nullable(),
	available_zone_list: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
	testimonial_title: z.string(),
	testimonial_list: z.array(
		z.looseObject({ name: z.string(), review: z.string(), status: z.number().int() }),
	),
	footer_links: z.array(link),
});
export type ReactLandingPage = z.infer<typeof reactLandingPageSchema>;
