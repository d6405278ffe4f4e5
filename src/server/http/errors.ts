import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ApiErrorBody } from '~/contracts/error';

type ApiErrorEntry = ApiErrorBody['errors'][number];

/** A failure the client should see, already in the API's error shape. */
export class ApiError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly errors: ApiErrorEntry[],
	) {
		super(errors[0]?.message ?? 'Request failed');
		this.name = 'ApiError';
	}
}

export function apiError(status: ContentfulStatusCode, code: string, message: string): ApiError {
	return new ApiError(status, [{ code, message }]);
}

/** 429 with the seconds to wait in Retry-After (the attempt limits of ADR 015), in the API's words. */
export function tooManyAttempts(c: Context, seconds: number): ApiError {
	c.header('Retry-After', String(seconds));
	return apiError(429, 'too_many_requests', 'Too many attempts. Please try again later.');
}

export function errorBody(code: string, message: string): ApiErrorBody {
	return { errors: [{ code, message }] };
}

/** One entry per offending field, as Laravel's validator reports them (first message wins). */
export function validationErrors(error: ZodError): ApiErrorEntry[] {
	const byField = new Map<string, string>();
	for (const issue of error.issues) {
		const code = issue.path.map(String).join('.') || 'request';
		if (!byField.has(code)) byField.set(code, issue.message);
	}
	return [...byField].map(([code, message]) => ({ code, message }));
}
