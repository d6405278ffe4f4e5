import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, prepareDatabase } from '~/server/db/client';

/** Which database the server suites run on: PGlite always; PostgreSQL in the `postgres` project. */
export function testDriver(): 'pglite' | 'postgres' {
	return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A migrated, seeded database of its own for one test file: in-memory PGlite, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close. Each starts as a
 * copy of the run's template (`db-template.setup.ts`); migrating and seeding it again is then a
 * check that finds nothing to do.
 */
export async function createTestDb(): Promise<DatabaseHandle> {
	if (testDriver() === 'pglite') {
		const template = inject('pgliteTemplate');
		const dump = template ? new Blob([await readFile(template)]) : undefined;
		const handle = await openPglite(undefined, dump);
		await prepareDatabase(handle);
		return handle;
	}
	const adminUrl = process.env.TEST_DATABASE_URL;
	if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
	const name = `storefront_test_${randomBytes(6).toString('hex')}`;
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	const template = inject('postgresTemplate');
	await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
