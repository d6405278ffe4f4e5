// One SQL connection for benchmark scripts: PostgreSQL (`url`) or a PGlite data dir (`pglite`),
// with the search extensions and the word-similarity threshold the server sets (ADR 017).
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

const THRESHOLD = 'set pg_trgm.word_similarity_threshold = 0.5';

export async function openBenchDb({ url, pglite }) {
	if (url) {
		const client = new pg.Client({ connectionString: url });
		await client.connect();
		await client.query(THRESHOLD);
		return {
			query: async (text, params) => (await client.query(text, params)).rows,
			close: () => client.end(),
		};
	}
	if (!pglite) throw new Error('--url or --pglite is required');
	const client = await PGlite.create(pglite, { extensions: { btree_gin, pg_trgm, unaccent } });
	await client.exec(THRESHOLD);
	return {
		query: async (text, params) => (await client.query(text, params)).rows,
		close: () => client.close(),
	};
}
