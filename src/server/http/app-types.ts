import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import type { RequestContext } from './request-context';

export interface ApiBindings {
	Variables: {
		ctx: RequestContext;
		db: Database;
		reqId: string;
		log: Logger;
		/** A JSON answer as sent (`sendJsonText`): the answer cache reads it without a copy. */
		jsonAnswer?: { text: string; bytes: Uint8Array };
	};
}

export type ApiApp = OpenAPIHono<ApiBindings>;
