/** Storage codecs for the spec's localStorage keys, tolerant of what older clients wrote. */

/** JSON values (`module`, `currentLatLng`, `settings`, `language-setting`); malformed → fallback. */
export function jsonCodec<T>(fallback: T, accept: (value: unknown) => value is T) {
	return {
		encode: (value: T) => JSON.stringify(value),
		decode: (raw: string): T => {
			try {
				const value: unknown = JSON.parse(raw);
				return accept(value) ? value : fallback;
			} catch {
				return fallback;
			}
		},
	};
}
