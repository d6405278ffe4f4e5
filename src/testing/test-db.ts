import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres, prepareDatabase } from '~/server/db/client';

/** Which database the server suites run on: PGlite always; PostgreSQL in the `postgres` project. */
export function testDriver(): 'pglite' | 'postgres' {
	return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A migrated, seeded database of its own for one test file: in-memory PGlite, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDb(): Promise<DatabaseHandle> {
	if (testDriver() === 'pglite') {
		const handle = await openPglite(undefined);
		await prepareDatabase(handle);
		return handle;
	}
	const adminUrl = process.env.TEST_DATABASE_URL;
	if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
	const name = `storefront_test_${randomBytes(6).toString('hex')}`;
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	await admin.query(`create database ${name}`);
	await admin.end();
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	const handle = openPostgres(url.toString(), 4);
	await prepareDatabase(handle);
	return {
		...handle,
		async close() {
			await handle.close();
			const cleanup = new pg.Client({ connectionString: adminUrl });
			await cleanup.connect();
			await cleanup.query(`drop database if exists ${name} with (force)`);
			await cleanup.end();
		},
	};
}
