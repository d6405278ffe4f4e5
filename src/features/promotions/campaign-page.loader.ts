import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import type { PageInput } from '~/server/http/page-context';
import { basicCampaignDetails } from '~/server/promotions/campaigns.service';
import { campaignEndsAt, campaignStartsAt } from './countdown-rules';

/** /campaigns/{id}: id or slug (spec §2); its stores in every zone, and its countdown. */
export async function loadCampaignPage(page: PageInput) {
	const { locale, ctx } = page.locals;
	const [campaign, site, timeZone] = await Promise.all([
		ctx.pageScope().then((scope) => basicCampaignDetails(scope, page.params.id ?? '')),
		ctx.site(),
		ctx.timeZone(),
	]);
	if (!campaign) return page.rewrite(localizedPath('/404', locale));
	const startsAt = campaignStartsAt(campaign, timeZone);
	return {
		site,
		campaign,
		endsAt: campaignEndsAt(campaign, timeZone),
		upcoming: startsAt !== null && startsAt.getTime() > ctx.now.getTime(),
		crumbs: [
			{ name: m['catalogWords.home']({}, { locale }), href: localizedPath('/', locale) },
			{ name: campaign.title, href: localizedPath(`/campaigns/${campaign.slug}`, locale) },
		],
	};
}
