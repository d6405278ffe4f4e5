import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/database';
import type { RequestContext } from './request-context';

export interface ApiBindings {
	Variables: { ctx: RequestContext; db: Database };
}

export type ApiApp = OpenAPIHono<ApiBindings>;
