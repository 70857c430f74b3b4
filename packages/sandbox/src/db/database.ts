import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS, SCHEMA_VERSION, type Migration } from './migrations.js';

/** The data directory value that keeps everything in memory (nothing survives the process). */
export const IN_MEMORY = 'memory://';

/** `.sandbox-data` in the working directory: where the CLI keeps its database unless `SANDBOX_DATA_DIR` says otherwise. */
export const DEFAULT_CLI_DATA_DIR = '.sandbox-data';

const LOCK_FILE = 'ridgeline-sandbox.pid';
/** the Postgres cluster lives in this subfolder, so the lock file (and anything else) stays out of it */
const CLUSTER_DIR = 'pgdata';

export class DatabaseError extends Error {}

/**
 * The sandbox's embedded database: PGlite (Postgres compiled to WASM) in one data directory, opened once per
 * process on first use (or at start with `open()`), migrated to the current schema, closed with the sandbox.
 * The cluster lives in `{dataDir}/pgdata`; the directory is locked to one process (`{dataDir}/ridgeline-sandbox.pid`):
 * Postgres data files must not be written by two servers at once.
 */
export interface SandboxDatabase {
  /** the data directory, or `memory://` */
  readonly dataDir: string;
  /** the open database (opens and migrates it on the first call; later calls share that promise) */
  open(): Promise<PGlite>;
  readonly isOpen: boolean;
  /** closes the database if it was opened; safe to call twice */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** a folder (created if missing) or `memory://` (default) */
  dataDir?: string;
  /** runs once the database is open and migrated, before `open()` resolves (e.g. to load state from it) */
  onOpen?: (db: PGlite) => Promise<void>;
}

export function createDatabase(options: DatabaseOptions = {}): SandboxDatabase {
  const dataDir = normaliseDataDir(options.dataDir);
  let opening: Promise<PGlite> | undefined;
  let db: PGlite | undefined;
  let releaseLock: (() => void) | undefined;
  return {
    dataDir,
    get isOpen() {
      return db !== undefined && !db.closed;
    },
    open() {
      opening ??= (async () => {
        if (dataDir !== IN_MEMORY) releaseLock = lockDataDir(dataDir);
        try {
          const pg = await startCluster(dataDir === IN_MEMORY ? IN_MEMORY : path.join(dataDir, CLUSTER_DIR));
          await migrate(pg);
          await options.onOpen?.(pg);
          db = pg;
          return pg;
        } catch (err) {
          releaseLock?.();
          releaseLock = undefined;
          throw err;
        }
      })();
      return opening;
    },
    async close() {
      if (!opening) return;
      const pg = await opening.catch(() => undefined);
      if (pg && !pg.closed) await pg.close();
      releaseLock?.();
      releaseLock = undefined;
    },
  };
}

export function normaliseDataDir(dataDir: string | undefined): string {
  if (dataDir === undefined || dataDir === '' || dataDir === IN_MEMORY || dataDir === 'memory') return IN_MEMORY;
  return path.resolve(dataDir);
}

/**
 * Applies the migrations the database has not seen, each in its own transaction, in version order. "Not seen" is by
 * version, not "above the highest": work merged from parallel branches can add a lower version after a higher one
 * was applied to a local folder, and it must still run there.
 */
export async function migrate(db: PGlite, migrations: readonly Migration[] = MIGRATIONS): Promise<number> {
  await db.exec(`create table if not exists schema_version (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const { rows } = await db.query<{ version: number }>('select version from schema_version');
  const applied = new Set(rows.map((row) => row.version));
  const current = Math.max(0, ...applied);
  const known = migrations.length ? migrations[migrations.length - 1]!.version : 0;
  if (current > known) {
    throw new DatabaseError(
      `The sandbox database is at schema version ${current}, newer than this sandbox knows (${known}). ` +
        'Use a newer sandbox, or point SANDBOX_DATA_DIR at another folder.',
    );
  }
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_version (version, name) values ($1, $2)', [m.version, m.name]);
    });
  }
  return known;
}

export { SCHEMA_VERSION };

/**
 * Starts Postgres on the data directory. A new cluster (memory, or a folder without `PG_VERSION`) would run
 * initdb, which takes seconds to tens of seconds in WASM; so the first blank cluster made on a machine is kept as
 * a tarball in the OS temp folder (per PGlite version) and later new clusters start from a copy of it.
 */
async function startCluster(dataDir: string): Promise<PGlite> {
  const isMemory = dataDir === IN_MEMORY;
  const isNew = isMemory || !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!isNew) return PGlite.create({ dataDir });
  if (!isMemory) {
    const leftovers = existsSync(dataDir) ? readdirSync(dataDir) : [];
    if (leftovers.length) {
      throw new DatabaseError(
        `${dataDir} is not empty and holds no sandbox database (no PG_VERSION; found ${leftovers.slice(0, 3).join(', ')}). ` +
          'Point SANDBOX_DATA_DIR at an empty or missing folder, or at a folder a sandbox created.',
      );
    }
  }
  const template = readTemplate();
  if (template) {
    try {
      return await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(template)]) });
    } catch {
      // a damaged or incompatible template: forget it and make a fresh cluster below
      dropTemplate();
      if (!isMemory) clearNewDataDir(dataDir);
    }
  }
  const db = await PGlite.create({ dataDir });
  try {
    const blank = await db.dumpDataDir('none');
    writeTemplate(Buffer.from(await blank.arrayBuffer()));
  } catch {
    // the template only saves time; a read-only temp folder costs nothing else
  }
  return db;
}

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@electric-sql/pglite');
    const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const templatePath = () => path.join(tmpdir(), `ridgeline-sandbox-pglite-${pgliteVersion()}-blank-cluster.tar`);

function readTemplate(): Buffer | undefined {
  try {
    return readFileSync(templatePath());
  } catch {
    return undefined;
  }
}

function writeTemplate(data: Buffer): void {
  const target = templatePath();
  // write then rename, so a concurrent reader never sees half a file
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, target);
}

function dropTemplate(): void {
  rmSync(templatePath(), { force: true });
}

function clearNewDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Claims the data directory for this process; returns the release function. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, 'utf8').trim() === String(process.pid)) unlinkSync(lock);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseError(
          `The sandbox data directory ${dataDir} is in use by process ${holder}. ` +
            'Stop that sandbox, or set SANDBOX_DATA_DIR to another folder.',
        );
      }
      if (holder === process.pid) {
        throw new DatabaseError(
          `The sandbox data directory ${dataDir} is already open in this process; open it once and share it.`,
        );
      }
      // a stale lock from a process that has exited
      rmSync(lock, { force: true });
    }
  }
  throw new DatabaseError(`Could not lock the sandbox data directory ${dataDir}.`);
}
