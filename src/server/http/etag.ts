import { createHash } from 'node:crypto';

/** A weak validator of a body: the same bytes give the same tag in every process. */
export function etagOf(body: string | Uint8Array): string {
	return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's `If-None-Match` names `etag` (or `*`); weak comparison (RFC 9110). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
	if (!ifNoneMatch) return false;
	const bare = etag.replace(/^W\//, '');
	return ifNoneMatch
		.split(',')
		.map((t) => t.trim().replace(/^W\//, ''))
		.some((t) => t === '*' || t === bare);
}
