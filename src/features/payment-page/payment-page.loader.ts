import { openFundPage, submitFundPage } from '~/server/account/wallet-fund.service';
import type { PageInput } from '~/server/http/page-context';
import {
	openPaymentPage,
	type PaymentPageParams,
	submitPaymentPage,
} from '~/server/orders/payment/payment-page';
import type { PaymentPageView } from './payment-page-view';

type Loaded = { view: PaymentPageView; status: number };

/**
 * contract §8.1: the built-in digital payment page. GET shows the order (or the wallet top-up,
 * ADR 020: `payment_id` instead of `order_id`) and three forms; a POST records Pay / Fail /
 * Cancel and answers 303 to the callback with flag and token.
 */
export async function loadPaymentPage(page: PageInput): Promise<Loaded | Response> {
	const { ctx } = page.locals;
	// The forms post back to this page, under the request's origin or the public one.
	const origins = [...new Set([page.url.origin, new URL(ctx.baseUrl).origin])];
	const db = await ctx.db();
	if (page.request.method === 'POST') {
		const form = await page.request.formData().catch(() => new FormData());
		const field = (name: string) => {
			const value = form.get(name);
			return typeof value === 'string' ? value : null;
		};
		const common = {
			customer_id: field('customer_id'),
			payment_method: field('payment_method'),
			payment_platform: field('payment_platform'),
			callback: field('callback'),
			payment_token: field('payment_token'),
			form_token: field('form_token'),
			flag: field('flag'),
		};
		const when = { origins, now: ctx.now };
		const done = field('payment_id')
			? await submitFundPage(db, { ...common, payment_id: field('payment_id') }, when)
			: await submitPaymentPage(db, { ...common, order_id: field('order_id') }, when);
		if (done.ok) return page.redirect(done.redirect, 303);
		return { view: done, status: done.status };
	}
	const query = page.url.searchParams;
	const params: PaymentPageParams = {
		order_id: query.get('order_id'),
		customer_id: query.get('customer_id'),
		payment_method: query.get('payment_method'),
		payment_platform: query.get('payment_platform'),
		callback: query.get('callback'),
		payment_token: query.get('payment_token'),
	};
	const fundId = query.get('payment_id');
	if (!fundId) {
		const opened = await openPaymentPage(db, params, origins);
		return { view: opened, status: opened.ok ? 200 : opened.status };
	}
	const fund = await openFundPage(db, { ...params, payment_id: fundId }, origins, ctx.now);
	if (!fund.ok) return { view: fund, status: fund.status };
	const view: PaymentPageView = {
		ok: true,
		order: { id: 0, amount: fund.amount, storeName: null },
		fund: { bonus: fund.bonus },
		fields: fund.fields,
	};
	return { view, status: 200 };
}
