export {
  createDatabase,
  migrate,
  normaliseDataDir,
  DatabaseError,
  IN_MEMORY,
  DEFAULT_CLI_DATA_DIR,
  SCHEMA_VERSION,
} from './database.js';
export type { SandboxDatabase, DatabaseOptions } from './database.js';
export { MIGRATIONS } from './migrations.js';
export type { Migration } from './migrations.js';
