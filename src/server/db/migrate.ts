import { createHash } from 'node:crypto';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Database } from './database';
import journal from './migrations/meta/_journal.json';

// The SQL files are bundled, so the built server and the tests need no migrations folder on disk.
const files = import.meta.glob<string>('./migrations/*.sql', {
	query: '?raw',
	import: 'default',
	eager: true,
});

export function bundledMigrations(): MigrationMeta[] {
	return journal.entries.map((entry) => {
		const sql = files[`./migrations/${entry.tag}.sql`];
		if (sql === undefined) throw new Error(`Migration ${entry.tag}.sql is missing from the bundle`);
		return {
			sql: sql.split('--> statement-breakpoint'),
			bps: entry.breakpoints,
			folderMillis: entry.when,
			hash: createHash('sha256').update(sql).digest('hex'),
		};
	});
}

interface Migratable {
	dialect: { migrate(m: MigrationMeta[], session: unknown, config: object): Promise<void> };
	session: unknown;
}

/** Applies pending migrations exactly as drizzle's own migrators do (same journal table). */
export async function migrate(db: Database): Promise<void> {
	const internal = db as unknown as Migratable;
	await internal.dialect.migrate(bundledMigrations(), internal.session, {
		migrationsFolder: 'bundled',
	});
}
