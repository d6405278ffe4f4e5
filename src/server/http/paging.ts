import { z } from 'zod';
import { MAX_ID } from '~/contracts/ids';
import { apiError } from './errors';

/** The most rows one page may carry, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

function wholeNumber(name: string) {
	return z
		.string()
		.trim()
		.regex(/^\d{1,9}$/, { error: `The ${name} must be an integer.` })
		.optional();
}

/** `limit` and `offset` (a 1-based page number, contract §0.5), validated as Laravel does. */
export const pagingQuery = z.object({ limit: wholeNumber('limit'), offset: wholeNumber('offset') });
export type PagingQuery = z.infer<typeof pagingQuery>;

export interface Page {
	limit: number;
	/** 1-based page number. */
	page: number;
	/** Rows to skip. */
	skip: number;
	/** What the response echoes: the raw values received, else the defaults used. */
	echo: { limit: string | number; offset: string | number };
}

export function toPage(query: PagingQuery, defaults: { limit: number } = { limit: 10 }): Page {
	const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.limit ?? defaults.limit) || 1));
	const page = Math.max(1, Number(query.offset ?? 1) || 1);
	return {
		limit,
		page,
		skip: (page - 1) * limit,
		echo: { limit: query.limit ?? defaults.limit, offset: query.offset ?? 1 },
	};
}

/** A drizzle select that can be cut to one page (or read whole). */
export interface PageableQuery<Row> extends PromiseLike<Row[]> {
	limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

type Echo<P> = P extends Page ? string | number : string | number | null;

/**
 * One page of a list (or the whole list when no page was asked for), the total it is a page of,
 * and the contract's echo of `limit` and `offset` (contract §0.5), in the contract's order.
 */
export async function pageOf<Row, P extends Page | null>(
	list: { rows: PageableQuery<Row>; count: PromiseLike<{ n: number }[]> },
	page: P,
): Promise<{ total_size: number; limit: Echo<P>; offset: Echo<P>; rows: Row[] }> {
	const [rows, [total]] = await Promise.all([
		page ? list.rows.limit(page.limit).offset(page.skip) : list.rows,
		list.count,
	]);
	return {
		total_size: Number(total?.n ?? 0),
		limit: (page?.echo.limit ?? null) as Echo<P>,
		offset: (page?.echo.offset ?? null) as Echo<P>,
		rows,
	};
}

/**
 * A JSON array of ids in a query string (`[1,2]`), or a comma list; other words are skipped, an
 * id beyond int4 (src/contracts/ids.ts) is refused with 403 naming `field`.
 */
export function parseIdList(raw: string | undefined, field = 'ids'): number[] {
	if (!raw) return [];
	let values: unknown[];
	try {
		const parsed: unknown = JSON.parse(raw);
		values = Array.isArray(parsed) ? parsed : [parsed];
	} catch {
		values = raw.replace(/^\[|\]$/g, '').split(',');
	}
	const numbers = values.map((v) => Number(typeof v === 'string' ? v.trim() : v));
	if (numbers.some((n) => Number.isInteger(n) && n > MAX_ID))
		throw apiError(403, field, `The ${field.replace(/_/g, ' ')} must be integers.`);
	return numbers.filter((n) => Number.isSafeInteger(n) && n > 0).slice(0, 50);
}

/** `filter` as a comma list or a bracketed string like `[popular,low]` (contract §4.7). */
export function parseWordList(raw: string | undefined): string[] {
	if (!raw) return [];
	return raw
		.replace(/^\[|\]$/g, '')
		.split(',')
		.map((w) => w.trim().replace(/^"|"$/g, '').toLowerCase())
		.filter(Boolean)
		.slice(0, 20);
}
