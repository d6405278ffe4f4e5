import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { BoundedLru } from '../cache/bounded-lru';
import { registerMemoryHolder } from '../memory';
import { etagOf, matchesEtag } from './etag';

const gzip = promisify(gzipCallback);

/** Pages depend on the preference cookies (language, theme, module, zone): browsers only. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';
const COMPRESSIBLE = /^(text\/|application\/(xml|xhtml\+xml|ld\+json))/;

/** Gzipped bodies by ETag: the same page for many shoppers is compressed once (ADR 040 bound). */
const MAX_GZIP_BYTES = 24 * 1024 * 1024;
const gzipped = new BoundedLru<Buffer>(Number.POSITIVE_INFINITY, MAX_GZIP_BYTES);
registerMemoryHolder('gzipped pages', () => ({
	entries: gzipped.size,
	bytes: gzipped.bytes,
	maxBytes: gzipped.maxBytes,
}));

/** The page is only put together (`html()`) when its bytes are not compressed yet. */
async function gzipOnce(etag: string, html: () => string): Promise<Buffer> {
	const hit = gzipped.get(etag);
	if (hit) return hit;
	const body = await gzip(html());
	gzipped.set(etag, body, body.length);
	return body;
}

/** Figures for `Server-Timing` (SERVER_TIMING=1): queries, and ms per stage. */
export interface PageTiming {
	queries: () => number;
	/** ms from the request to the page's headers (its data loaded). */
	dataMs: number;
}

function serverTiming(t: PageTiming, renderMs: number, compressMs: number): string {
	const ms = (v: number) => Math.round(v * 10) / 10;
	return `q;dur=${t.queries()}, data;dur=${ms(t.dataMs)}, render;dur=${ms(renderMs)}, compress;dur=${ms(compressMs)}`;
}

/**
 * A page's answer as it leaves (issue 20): a GET that renders HTML is read whole, tagged with an
 * ETag of its bytes (`304 Not Modified` when the browser has it), gzipped once per distinct body
 * and sent with its length. Pages that chose `no-store` get no validator. Anything else keeps
 * streaming, gzipped on the way when it is text.
 */
export async function finishPage(
	response: Response,
	request: Request,
	timing: PageTiming | null,
	/** The body and its ETag when the page cache already has them (ADR 033): not read again. */
	known: { html: () => string; etag: string } | null = null,
): Promise<Response> {
	const type = response.headers.get('Content-Type') ?? '';
	const acceptsGzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');
	const html =
		(request.method === 'GET' || request.method === 'HEAD') &&
		response.status === 200 &&
		(known !== null || response.body !== null) &&
		type.startsWith('text/html') &&
		!response.headers.has('Content-Encoding');
	if (!html) return streamGzipped(response, acceptsGzip);
	const renderStart = performance.now();
	const read = known ? null : await response.text();
	const text = () => read ?? known?.html() ?? '';
	const renderMs = performance.now() - renderStart;
	const headers = new Headers(response.headers);
	const cacheControl = headers.get('Cache-Control');
	const stored = !/\bno-store\b/.test(cacheControl ?? '');
	if (!cacheControl) headers.set('Cache-Control', PAGE_CACHE_CONTROL);
	const etag = stored ? (known?.etag ?? etagOf(text())) : null;
	if (etag) headers.set('ETag', etag);
	headers.append('Vary', 'Accept-Encoding');
	if (etag && matchesEtag(request.headers.get('If-None-Match'), etag)) {
		headers.delete('Content-Type');
		if (timing) headers.set('Server-Timing', serverTiming(timing, renderMs, 0));
		return new Response(null, { status: 304, statusText: 'Not Modified', headers });
	}
	const compressStart = performance.now();
	let body: string | Buffer;
	if (acceptsGzip) {
		body = etag ? await gzipOnce(etag, text) : await gzip(text());
		headers.set('Content-Encoding', 'gzip');
	} else body = text();
	const compressMs = performance.now() - compressStart;
	headers.set('Content-Length', String(Buffer.byteLength(body)));
	if (timing) headers.set('Server-Timing', serverTiming(timing, renderMs, compressMs));
	const sent =
		typeof body === 'string'
			? body
			: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
	return new Response(request.method === 'HEAD' ? null : sent, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
}

/**
 * Gzip for other text answers (and pages that fail): streams stay streams. Assets and the API are
 * left alone (hashed assets belong behind a CDN; the API answers small JSON at high rates).
 */
function streamGzipped(response: Response, acceptsGzip: boolean): Response {
	const type = response.headers.get('Content-Type') ?? '';
	if (
		!response.body ||
		response.status === 204 ||
		response.headers.has('Content-Encoding') ||
		!COMPRESSIBLE.test(type) ||
		!acceptsGzip
	)
		return response;
	const headers = new Headers(response.headers);
	headers.set('Content-Encoding', 'gzip');
	headers.delete('Content-Length');
	headers.append('Vary', 'Accept-Encoding');
	return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
}
