import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { CustomerInfo } from '~/contracts/auth';
import { readBalances } from '../account/ledger';
import { findUserById } from '../auth/auth.repo';
import { shopMoney } from '../orders/coupons/coupon.service';
import { fromMinor } from '../orders/pricing/money-cents';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import { categories, users } from '../db/schema';
import { apiError } from '../http/errors';
import { isoTimestamp } from '../http/urls';
import { newCustomerDiscount } from './new-customer-discount';

const DAY_MS = 86_400_000;

/**
 * GET customer/info (contract §6): the customer without password, plus the welcome offer. Saves
 * the request's language as the customer's, as the original does.
 */
export async function customerInfo(
	db: Database,
	userId: number,
	input: { locale: Locale; baseUrl: string; now: Date },
): Promise<CustomerInfo> {
	const user = await findUserById(db, userId);
	if (!user) throw apiError(401, 'auth-001', 'Unauthenticated.');
	const [settings, interestModules, , balances, money] = await Promise.all([
		getSettings(db),
		user.interest.length > 0
			? db
					.selectDistinct({ id: categories.moduleId })
					.from(categories)
					.where(inArray(categories.id, user.interest))
			: [],
		user.currentLanguageKey === input.locale
			? undefined
			: db.update(users).set({ currentLanguageKey: input.locale }).where(eq(users.id, user.id)),
		readBalances(db, user.id),
		shopMoney(db),
	]);
	return {
		id: user.id,
		f_name: user.fName,
		l_name: user.lName,
		phone: user.phone,
		email: user.email,
		image: user.image,
		image_full_url: user.image
			? `${input.baseUrl}/api/v1/customer/profile-image/${encodeURIComponent(user.image)}`
			: null,
		is_phone_verified: user.isPhoneVerified,
		is_email_verified: user.isEmailVerified,
		email_verified_at: user.emailVerifiedAt ? isoTimestamp(user.emailVerifiedAt) : null,
		status: user.status,
		order_count: user.orderCount,
		login_medium: user.loginMedium,
		social_id: user.socialId,
		zone_id: user.zoneId,
		wallet_balance: fromMinor(balances.walletCents, money.decimals),
		loyalty_point: balances.loyaltyPoints,
		ref_code: user.refCode,
		ref_by: user.refBy,
		current_language_key: input.locale,
		cm_firebase_token: user.cmFirebaseToken,
		module_ids: [],
		userinfo: null,
		member_since_days: Math.max(
			0,
			Math.floor((input.now.getTime() - user.createdAt.getTime()) / DAY_MS),
		),
		selected_modules_for_interest: interestModules.map((m) => m.id).sort((a, b) => a - b),
		...newCustomerDiscount(settings, user, input.now),
		average_rating: 0,
		total_review: 0,
		created_at: isoTimestamp(user.createdAt),
		updated_at: isoTimestamp(user.updatedAt),
	};
}

/** POST customer/update-interest: keeps the ids of categories that exist. */
export async function updateInterest(db: Database, userId: number, ids: number[], now: Date) {
	const unique = [...new Set(ids)];
	const found =
		unique.length > 0
			? await db
					.select({ id: categories.id })
					.from(categories)
					.where(inArray(categories.id, unique))
			: [];
	const kept = unique.filter((id) => found.some((c) => c.id === id));
	await db.update(users).set({ interest: kept, updatedAt: now }).where(eq(users.id, userId));
}

/** PUT customer/cm-firebase-token: where push notifications for the customer go. */
export async function saveFirebaseToken(db: Database, userId: number, token: string, now: Date) {
	await db
		.update(users)
		.set({ cmFirebaseToken: token, updatedAt: now })
		.where(eq(users.id, userId));
}
