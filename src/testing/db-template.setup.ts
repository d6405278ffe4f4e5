import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, prepareDatabase } from '~/server/db/client';

declare module 'vitest' {
	export interface ProvidedContext {
		/** A PGlite data-directory dump of the migrated, seeded database (a file path). */
		pgliteTemplate: string;
		/** The name of a migrated, seeded PostgreSQL database to copy (`create database … template`). */
		postgresTemplate: string;
	}
}

/**
 * Vitest global setup of the database suites: migrates and seeds one database per run, and each
 * test file starts from a copy of it instead of migrating and seeding its own (the seed is
 * deterministic, so a copy is the same database). A PGlite file loads the dump in about a fifth
 * of the time a migration and seed take; a PostgreSQL file copies the template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const driver = project.config.env?.TEST_DB_DRIVER;
	if (driver === 'postgres') return setupPostgres(project);
	return setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
	const handle = await openPglite(undefined);
	await prepareDatabase(handle);
	const client = (handle.db as unknown as { $client: PGlite }).$client;
	await client.exec('checkpoint');
	const dump = await client.dumpDataDir('none');
	await handle.close();
	const dir = mkdtempSync(path.join(tmpdir(), 'storefront-template-'));
	const file = path.join(dir, 'pglite.tar');
	writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
	project.provide('pgliteTemplate', file);
	return async () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
	const adminUrl = process.env.TEST_DATABASE_URL;
	if (!adminUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
	const name = `storefront_template_${randomBytes(6).toString('hex')}`;
	await adminQuery(adminUrl, `create database ${name}`);
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	const handle = openPostgres(url.toString(), 2);
	await prepareDatabase(handle);
	await handle.close();
	project.provide('postgresTemplate', name);
	return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	try {
		await admin.query(sql);
	} finally {
		await admin.end();
	}
}
