import type { Locale } from '~/config/locales';
import type { ReactLandingPage } from '~/contracts/compat';
import enLanding from '~/i18n/messages/en.json';
import idLanding from '~/i18n/messages/id.json';
import enNewsletter from '~/i18n/messages/newsletter.en.json';
import idNewsletter from '~/i18n/messages/newsletter.id.json';
import { activeModules } from '../catalog/scope';
import { getConfig } from '../config/config.service';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import { listZoneOutlines } from '../zones/zones.service';

const TEXTS = {
	en: { ...enLanding, ...enNewsletter },
	id: { ...idLanding, ...idNewsletter },
} as const;

type TextKey = keyof typeof enLanding | keyof typeof enNewsletter;

function text(locale: Locale, key: TextKey, values: Record<string, string> = {}): string {
	const raw = (TEXTS[locale] as Record<string, unknown>)[key];
	const template = typeof raw === 'string' ? raw : '';
	return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** The section banner each module's home shows at its bottom: the landing page's promotions. */
async function promotionBanners(db: Database, moduleIds: number[]) {
	const settings = await getSettings(db);
	return moduleIds.flatMap((id) => {
		const content = settings[`module_content:${id}`] as
			| { other_banners?: Record<string, string> }
			| undefined;
		const file = content?.other_banners?.bottom_section_banner;
		return file ? [file] : [];
	});
}

/**
 * GET react-landing-page: our landing page's content (the hero, the modules, the zones, the
 * footer) in the blocks the original React web client renders on every page (issue 19).
 */
export async function reactLandingPage(
	db: Database,
	input: { locale: Locale; baseUrl: string },
): Promise<ReactLandingPage> {
	const { locale, baseUrl } = input;
	const [config, zones, modules] = await Promise.all([
		getConfig(db, input),
		listZoneOutlines(db),
		activeModules(db),
	]);
	const links = (config as Record<string, unknown>).landing_page_links as
		| Record<string, string>
		| undefined;
	const banners = await promotionBanners(db, [...modules.keys()]);
	const promoUrl = config.base_urls.promotional_banner_url ?? '';
	const business = config.business_name;
	return {
		base_urls: {
			...config.base_urls,
			promotional_banner_url: promoUrl,
		},
		header_title: text(locale, 'landing.heroTitle'),
		header_sub_title: text(locale, 'landing.heroLead'),
		header_tag_line: text(locale, 'landing.heroCta'),
		header_icon: null,
		header_banner: null,
		header_icon_full_url: null,
		header_banner_full_url: null,
		company_title: business,
		company_sub_title: text(locale, 'landing.modulesTitle'),
		company_description: text(locale, 'landing.modulesLead', { business }),
		company_button_name: text(locale, 'landing.pickLocation'),
		company_button_url: `${baseUrl}/`,
		download_user_app_title: text(locale, 'landing.stepsTitle'),
		download_user_app_sub_title: text(locale, 'landing.step3Body'),
		download_user_app_links: {
			playstore_url_status: links?.app_url_android_status ?? '0',
			playstore_url: links?.app_url_android ?? '',
			apple_store_url_status: links?.app_url_ios_status ?? '0',
			apple_store_url: links?.app_url_ios ?? '',
		},
		download_business_app_links: {
			seller_playstore_url_status: '0',
			seller_playstore_url: '',
			seller_appstore_url_status: '0',
			seller_appstore_url: '',
			dm_playstore_url_status: '0',
			dm_playstore_url: '',
			dm_appstore_url_status: '0',
			dm_appstore_url: '',
		},
		download_user_app_image: null,
		download_user_app_image_full_url: null,
		promotion_banners: banners.map((file) => ({
			title: '',
			sub_title: '',
			img: file,
			image: file,
		})),
		promotion_banners_full_url: banners.map((file) => `${promoUrl}/${file}`),
		earning_title: '',
		earning_sub_title: '',
		earning_seller_title: '',
		earning_seller_sub_title: '',
		earning_seller_button_name: '',
		earning_seller_button_url: '',
		earning_dm_title: '',
		earning_dm_sub_title: '',
		earning_dm_button_name: '',
		earning_dm_button_url: '',
		business_title: '',
		business_sub_title: '',
		business_image: null,
		fixed_newsletter_title: text(locale, 'newsletter.title'),
		fixed_newsletter_sub_title: text(locale, 'newsletter.lead'),
		fixed_footer_description: config.footer_text,
		fixed_promotional_banner: null,
		fixed_promotional_banner_full_url: null,
		available_zone_status: 1,
		available_zone_title: text(locale, 'landing.coverageTitle'),
		available_zone_short_description: text(locale, 'landing.coverageLead'),
		available_zone_image: null,
		available_zone_image_full_url: null,
		available_zone_list: zones.map((z) => ({ id: z.id, display_name: z.name })),
		testimonial_title: '',
		testimonial_list: [],
		footer_links: [],
	};
}
