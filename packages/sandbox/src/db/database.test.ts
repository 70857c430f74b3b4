import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, DatabaseError, migrate, SCHEMA_VERSION } from './database.js';
import { MIGRATIONS } from './migrations.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-sandbox-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the sandbox database', () => {
  it('migrates a new directory, keeps its rows across a close and reopen, and does not re-run migrations', async () => {
    const dir = path.join(tempDir(), 'data');
    const first = createDatabase({ dataDir: dir });
    const db = await first.open();
    const versions = await db.query<{ version: number }>('select version from schema_version order by version');
    expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(versions.rows.at(-1)?.version).toBe(SCHEMA_VERSION);
    await db.query(`insert into baskets (basket_id, site_id, customer_id, currency) values ('b1', 'S', 'c1', 'USD')`);
    await first.close();
    expect(existsSync(path.join(dir, 'ridgeline-sandbox.pid'))).toBe(false);

    const second = createDatabase({ dataDir: dir });
    const again = await second.open();
    const rows = await again.query<{ basket_id: string }>('select basket_id from baskets');
    expect(rows.rows).toEqual([{ basket_id: 'b1' }]);
    expect((await again.query('select * from schema_version')).rows).toHaveLength(MIGRATIONS.length);
    expect(await migrate(again)).toBe(SCHEMA_VERSION);
    await second.close();
  }, 180_000);

  it('refuses a directory another live process holds, a non-database folder, and a newer schema', async () => {
    const busy = tempDir();
    // pid 1 is always alive and never this process
    writeFileSync(path.join(busy, 'ridgeline-sandbox.pid'), '1');
    await expect(createDatabase({ dataDir: busy }).open()).rejects.toThrow(/in use by process 1/);

    const unrelated = tempDir();
    mkdirSync(path.join(unrelated, 'pgdata'));
    writeFileSync(path.join(unrelated, 'pgdata', 'notes.txt'), 'mine');
    await expect(createDatabase({ dataDir: unrelated }).open()).rejects.toThrow(/holds no sandbox database/);
    expect(existsSync(path.join(unrelated, 'pgdata', 'notes.txt'))).toBe(true);

    const memory = createDatabase();
    const db = await memory.open();
    await db.query(`insert into schema_version (version, name) values ($1, 'from the future')`, [SCHEMA_VERSION + 1]);
    await expect(migrate(db)).rejects.toBeInstanceOf(DatabaseError);
    await memory.close();
  }, 180_000);

  it('applies a migration merged below the highest one already applied (parallel branches), and only once', async () => {
    const db = new PGlite();
    const [lowest, ...rest] = MIGRATIONS;
    const skipped = rest.slice(0, -1);
    // a folder migrated by a branch that had the first and the last migrations only
    await migrate(db, [lowest!, MIGRATIONS.at(-1)!]);
    expect(skipped.length).toBeGreaterThan(0);
    await migrate(db);
    const versions = await db.query<{ version: number }>('select version from schema_version order by version');
    expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await migrate(db);
    expect((await db.query('select * from schema_version')).rows).toHaveLength(MIGRATIONS.length);
    await db.close();
  }, 180_000);
});
