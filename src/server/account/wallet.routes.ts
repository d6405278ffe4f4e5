import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
	addFundRequestSchema,
	addFundResponseSchema,
	loyaltyTransactionPageSchema,
	pointTransferRequestSchema,
	walletBonusSchema,
	walletTransactionPageSchema,
	walletTransactionQuerySchema,
} from '~/contracts/account';
import { messageSchema } from '~/contracts/auth';
import { apiErrorSchema } from '~/contracts/error';
import { requireCustomer } from '../http/owner';
import { documentedRoute, parseInput } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { ApiError } from '../http/errors';
import { errorResponses, formBody, json, send, unauthenticated } from '../http/openapi';
import { pagingQuery, toPage } from '../http/paging';
import { readIdempotencyKey } from '../orders/placement/idempotency';
import { listPointTransactions, transferPoints } from './loyalty.service';
import { shopToday } from './shop-today';
import { listBonuses, listWalletTransactions, startAddFund } from './wallet.service';

const idempotencyHeader = z.object({
	'Idempotency-Key': z.string().max(255).optional(),
});

function idempotencyKey(header: string | undefined): string | null {
	const key = readIdempotencyKey(header);
	if (!key.ok) throw new ApiError(403, [key.error]);
	return key.key;
}

const customerWalletTransactionsRoute = createRoute({
	method: 'get',
	path: '/customer/wallet/transactions',
	tags: ['Wallet'],
	summary: 'The wallet ledger, newest first; `type` filters (order, add_fund, referrer, …)',
	request: { query: walletTransactionQuerySchema },
	responses: {
		200: json(walletTransactionPageSchema, 'A page of wallet transactions'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerWalletBonusesRoute = createRoute({
	method: 'get',
	path: '/customer/wallet/bonuses',
	tags: ['Wallet'],
	summary: 'The add-fund bonus offers running today',
	responses: {
		200: json(z.array(walletBonusSchema), 'Running offers'),
		401: unauthenticated,
	},
});

const customerWalletAddFundRoute = createRoute({
	method: 'post',
	path: '/customer/wallet/add-fund',
	tags: ['Wallet'],
	summary:
		'Starts a top-up: the link to the payment page; the wallet (and its bonus) is credited when paid. Honours Idempotency-Key',
	request: { body: formBody(addFundRequestSchema), headers: idempotencyHeader },
	responses: {
		200: json(addFundResponseSchema, 'The payment page link'),
		401: unauthenticated,
		403: json(apiErrorSchema, 'Invalid input; wallet or add fund switched off'),
		422: json(apiErrorSchema, 'The Idempotency-Key was used for another amount'),
	},
});

const customerLoyaltyPointTransactionsRoute = createRoute({
	method: 'get',
	path: '/customer/loyalty-point/transactions',
	tags: ['Loyalty points'],
	summary: 'The loyalty-point ledger, newest first',
	request: { query: pagingQuery },
	responses: {
		200: json(loyaltyTransactionPageSchema, 'A page of point transactions'),
		401: unauthenticated,
		...errorResponses,
	},
});

const customerLoyaltyPointPointTransferRoute = createRoute({
	method: 'post',
	path: '/customer/loyalty-point/point-transfer',
	tags: ['Loyalty points'],
	summary:
		'Converts points to wallet money at loyalty_point_exchange_rate points per currency unit; honours Idempotency-Key',
	request: { body: formBody(pointTransferRequestSchema), headers: idempotencyHeader },
	responses: {
		200: json(messageSchema, 'Point to wallet transfer successfully.'),
		401: unauthenticated,
		403: json(
			apiErrorSchema,
			'`point`: insufficient point, below loyalty_point_minimum_point, or points off',
		),
		422: json(apiErrorSchema, 'The Idempotency-Key was used for another amount'),
	},
});

/** The wallet and loyalty points (contract §9), signed-in customers only. */
export function registerWalletRoutes(app: ApiApp): void {
	documentedRoute(app, customerWalletTransactionsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const query = await parseInput(c, walletTransactionQuerySchema);
		const type = query.type === 'all' ? undefined : query.type;
		return send(c, await listWalletTransactions(c.get('db'), userId, toPage(query), type));
	});

	documentedRoute(app, customerWalletBonusesRoute, async (c) => {
		await requireCustomer(c);
		const { now } = c.get('ctx');
		const db = c.get('db');
		return send(c, await listBonuses(db, await shopToday(db, now)));
	});

	documentedRoute(app, customerWalletAddFundRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const key = idempotencyKey(c.req.header('Idempotency-Key'));
		const input = await parseInput(c, addFundRequestSchema);
		const { now, baseUrl } = c.get('ctx');
		const result = await startAddFund(c.get('db'), userId, {
			amount: input.amount,
			paymentMethod: input.payment_method,
			platform: input.payment_platform ?? 'web',
			callback: input.callback || '/wallet',
			idempotencyKey: key,
			baseUrl,
			now,
		});
		return send(c, result);
	});

	documentedRoute(app, customerLoyaltyPointTransactionsRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const query = await parseInput(c, pagingQuery);
		return send(c, await listPointTransactions(c.get('db'), userId, toPage(query)));
	});

	documentedRoute(app, customerLoyaltyPointPointTransferRoute, async (c) => {
		const { userId } = await requireCustomer(c);
		const key = idempotencyKey(c.req.header('Idempotency-Key'));
		const { point } = await parseInput(c, pointTransferRequestSchema);
		return send(
			c,
			await transferPoints(c.get('db'), userId, {
				points: point,
				idempotencyKey: key,
				now: c.get('ctx').now,
			}),
		);
	});
}
