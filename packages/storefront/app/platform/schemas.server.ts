import { createValidator, type ContentValidator } from '@ridgeline/renderer/server';

/**
 * Every content-type schema of the repository, bundled at build time: nothing is read from the working directory
 * at run time, and none of it reaches the browser (a `.server` module).
 */
const modules = import.meta.glob<object>('../../../../schemas/*.json', { eager: true, import: 'default' });

export const schemas: object[] = Object.values(modules);

let validator: ContentValidator | undefined;

/** One validator per process: it caches validation results per content version. */
export function getValidator(): ContentValidator {
  validator ??= createValidator(schemas);
  return validator;
}
