/**
 * contract §1.4: `get-vehicles`, `vehicle/extra_charge`, `most-tips` and
 * `customer/order/parcel-instructions` (no module-check, no caller needed).
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
	extraChargeQuerySchema,
	mostTipsSchema,
	parcelInstructionsSchema,
	vehicleSchema,
} from '~/contracts/parcel';
import { cancellationReasonsRequestSchema } from '~/contracts/order-view';
import { documentedRoute, parseInput } from '../http/request-input';
import type { ApiApp } from '../http/app-types';
import { errorResponses, json, send } from '../http/openapi';
import { toPage } from '../http/paging';
import { TIP_SUGGESTION_DEFAULT } from './parcel-order-rules';
import { vehicleExtraCharge } from './parcel-pricing';
import {
	findVehicles,
	mostCommonTip,
	parcelInstructions,
	toVehicle,
	toVehicleTier,
} from './parcel.repo';

const get = (path: string, summary: string, schema: z.ZodType, query?: z.ZodObject) =>
	createRoute({
		method: 'get',
		path,
		tags: ['Parcel'],
		summary,
		...(query ? { request: { query } } : {}),
		responses: { 200: json(schema, summary), ...errorResponses },
	});

const pagingOnly = cancellationReasonsRequestSchema.pick({ limit: true, offset: true });

export function registerParcelRoutes(app: ApiApp): void {
	documentedRoute(
		app,
		get(
			'/get-vehicles',
			'Active delivery vehicles with their coverage (km)',
			z.array(vehicleSchema),
		),
		async (c) => send(c, (await findVehicles(c.get('db'))).map(toVehicle)),
	);
	documentedRoute(
		app,
		get(
			'/vehicle/extra_charge',
			'The extra charge of the vehicle tier covering this distance (km), a bare number; 0 when none',
			z.number(),
			extraChargeQuerySchema,
		),
		async (c) => {
			const { distance } = await parseInput(c, extraChargeQuerySchema);
			const tiers = (await findVehicles(c.get('db'))).map(toVehicleTier);
			return send(c, vehicleExtraCharge(tiers, Number(distance)));
		},
	);
	documentedRoute(
		app,
		get('/most-tips', 'The tip customers give most often', mostTipsSchema),
		async (c) =>
			send(c, {
				most_tips_amount: (await mostCommonTip(c.get('db'))) ?? TIP_SUGGESTION_DEFAULT,
			}),
	);
	documentedRoute(
		app,
		get(
			'/customer/order/parcel-instructions',
			'Instructions a parcel sender may pick (paging optional)',
			parcelInstructionsSchema,
			pagingOnly,
		),
		async (c) => {
			const input = await parseInput(c, pagingOnly);
			const paged = input.limit !== undefined || input.offset !== undefined;
			return send(
				c,
				await parcelInstructions(c.get('db'), {
					page: paged ? toPage(input) : null,
					locale: c.get('ctx').locale,
				}),
			);
		},
	);
}
