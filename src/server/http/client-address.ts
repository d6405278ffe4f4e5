import { plainAddress, type TrustProxy } from '../env';

/**
 * The client's address: the connection's own, unless that connection is a trusted proxy
 * (TRUST_PROXY); then X-Forwarded-For is read from the right, skipping the trusted proxies'
 * own hops, so a client cannot name an address by prepending one. X-Real-IP is the fallback.
 */
export function resolveClientAddress(
	headers: Headers,
	connection: string | undefined,
	trust: TrustProxy,
): string | undefined {
	if (!connection || !trust.trusts(connection)) return connection && plainAddress(connection);
	const hops = (headers.get('x-forwarded-for') ?? '')
		.split(',')
		.map((hop) => hop.trim())
		.filter(Boolean);
	for (let i = hops.length - 1; i >= 0; i--) {
		const hop = hops[i] as string;
		if (!trust.trusts(hop) || i === 0) return plainAddress(hop).slice(0, 64);
	}
	return headers.get('x-real-ip')?.trim().slice(0, 64) || plainAddress(connection);
}
