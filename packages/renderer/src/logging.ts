import { deliveryIdOf, isPlainObject, schemaOf } from './contentModel';
import type { PreparedContentSummary } from './preparedSummary';
import type { ContentFailure, FailureLogEntry, Logger } from './types';

/** Failures a developer must fix in code log as errors; content problems an editor can fix as warnings. */
const ERROR_KINDS = new Set<ContentFailure['kind']>(['loader-failed', 'block-error']);

/** One structured entry per failure; `path` is the field path for invalid content, else the item's place in the tree. */
export function failureLogEntry(failure: ContentFailure): FailureLogEntry {
  const fieldErrors = failure.kind === 'invalid-content' ? failure.errors : undefined;
  return {
    level: ERROR_KINDS.has(failure.kind) ? 'error' : 'warn',
    event: 'content-failure',
    kind: failure.kind,
    schema: failure.schema,
    deliveryId: failure.deliveryId,
    path: fieldErrors ? fieldErrors.map((error) => error.path).join(', ') : failure.location,
    message: fieldErrors
      ? fieldErrors.map((error) => `${error.path || '(item)'} ${error.message}`).join('; ')
      : failure.message,
  };
}

/**
 * The one entry for a page of which nothing renders (see `summarizePreparedContent`): an error, whatever the
 * failures were, since the visitor gets a blank page.
 */
export function pageFailureLogEntry(root: unknown, summary: PreparedContentSummary): FailureLogEntry {
  const item = isPlainObject(root) ? root : {};
  return {
    level: 'error',
    event: 'page-failure',
    kind: 'all-blocks-failed',
    schema: schemaOf(item),
    deliveryId: deliveryIdOf(item),
    path: '',
    message: `Nothing of this content renders: ${summary.failedItems} of its ${summary.items} item(s) failed (see the content-failure entries). It must not be cached.`,
  };
}

/** Writes each entry as one JSON line on the console (stderr on the server). */
export const consoleLogger: Logger = {
  log(entry) {
    const line = JSON.stringify(entry);
    if (entry.level === 'error') console.error(line);
    else console.warn(line);
  },
};

export const silentLogger: Logger = { log() {} };
