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
		/**
		 * A JSON answer as sent (`sendJsonText`): the answer cache reads it without a copy, and
		 * does not keep it when `keep` is false (it costs less to make again than to hold).
		 */
		jsonAnswer?: { text: string; bytes: Uint8Array; keep: boolean };
	};
}

export type ApiApp = OpenAPIHono<ApiBindings>;
