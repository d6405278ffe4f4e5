import { z } from 'zod';

/** Server configuration from the environment; every variable is listed in .env.example. */
const envSchema = z.object({
	DATA_DIR: z.string().min(1).default('./data'),
	DATABASE_URL: z.url().optional(),
	CORS_ORIGINS: z.string().default(''),
	PUBLIC_URL: z.url().optional(),
	API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
	MAP_TILE_URL: z.string().optional(),
	MAP_TILE_ATTRIBUTION: z.string().optional(),
	/**
	 * `1` when a proxy in front sets X-Forwarded-For / X-Real-IP; otherwise those headers are
	 * dropped and rate limits key on the connection's own address.
	 */
	TRUST_PROXY: z.enum(['0', '1']).default('0'),
	/** Seconds between an order's status steps in the embedded dispatcher; 0 turns it off. */
	ORDER_STEP_SECONDS: z.coerce.number().min(0).max(86_400).default(20),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
	return envSchema.parse(cleaned);
}

/** `CORS_ORIGINS` is a comma list of origins, or `*` for any. */
export function corsOrigins(env: ServerEnv): string[] {
	return env.CORS_ORIGINS.split(',')
		.map((o) => o.trim())
		.filter(Boolean);
}
