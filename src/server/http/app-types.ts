import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import type { RequestContext } from './request-context';

/** What the server tells the API beside the request (ADR 045); absent when a test calls the app. */
export interface ApiEnv {
	/** The resolved client address for rate limits ('direct' when there is none). */
	clientAddress: string;
}

export interface ApiBindings {
	Bindings: Partial<ApiEnv>;
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
