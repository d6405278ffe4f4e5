import type { ModuleType } from '~/config/modules';
import type { SlidesPerView } from '~/components/ui/carousel';

// spec §9 carousels: banner slides by module, 1.1 under 600 px, infinite with more than 2
// banners; campaigns 2; paid ads 3 (infinite with more than 3); special offers 5 wide.

/** Banners shown at once on wide screens for a module and a number of banners. */
export function bannersWide(type: ModuleType, count: number): number {
	const upTo3 = Math.min(3, Math.max(1, count));
	switch (type) {
		case 'grocery':
			return 2;
		case 'ecommerce':
			return count > 1 ? 2 : 1;
		case 'pharmacy':
		case 'food':
			return upTo3;
		default:
			return 1;
	}
}

export function bannerView(type: ModuleType, count: number): SlidesPerView {
	const lg = bannersWide(type, count);
	return { lg, md: Math.min(lg, 2), sm: count > 1 ? 1.1 : 1 };
}

/** Banners loop when there are more than 2 (and more than are shown: Carousel checks that). */
export function bannerLoop(count: number): boolean {
	return count > 2;
}

export const CAMPAIGN_VIEW: SlidesPerView = { lg: 2, md: 2, sm: 1.1 };

export const PAID_ADS_VIEW: SlidesPerView = { lg: 3, md: 2, sm: 1.1 };

export function paidAdsLoop(count: number): boolean {
	return count > 3;
}

export const SPECIAL_OFFERS_VIEW: SlidesPerView = { lg: 5, md: 3.5, sm: 2.2 };

/** Item cards in a row of their own (best reviewed, recommended, conditions…). */
export const ITEM_ROW_VIEW: SlidesPerView = { lg: 5, md: 3.5, sm: 2.2 };

/** Item cards next to a section banner (best reviewed with its banner on wide screens). */
export const ITEM_ROW_BESIDE_BANNER_VIEW: SlidesPerView = { lg: 4, md: 3.5, sm: 2.2 };

export const STORE_ROW_VIEW: SlidesPerView = { lg: 4, md: 2.5, sm: 1.2 };

export const CATEGORY_ROW_VIEW: SlidesPerView = { lg: 8, md: 5, sm: 3.5 };

export const COUPON_ROW_VIEW: SlidesPerView = { lg: 3, md: 2.2, sm: 1.2 };

export const FLASH_SALE_VIEW: SlidesPerView = { lg: 2, md: 3.5, sm: 2.2 };
