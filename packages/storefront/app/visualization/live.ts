// Loaded only by the visualization route, in the browser, after hydration (dynamic import): the schemas and the
// isomorphic preparation (jsonschema, sanitize-html) live in this chunk and nowhere else in the client bundle.
import type { ContentItem, Logger, PreparedContent, RenderContext } from '@ridgeline/renderer';
import { createValidator, prepareContent, type ContentValidator } from '@ridgeline/renderer/prepare';
import { getRegistry } from '../lib/registry';

const modules = import.meta.glob<object>('../../../../schemas/*.json', { eager: true, import: 'default' });

let validator: ContentValidator | undefined;
function getValidator(): ContentValidator {
  validator ??= createValidator(Object.values(modules));
  return validator;
}

/** Failures of live models are shown on the page (overlay cards); the console gets one line each. */
const browserLogger: Logger = {
  log(entry) {
    console.info('[visualization]', JSON.stringify(entry));
  },
};

/**
 * Prepares a model from the Amplience form exactly as the server prepares delivered content: validation against the
 * schemas (an invalid model renders with its failure card instead of breaking the page), personalisation for the
 * context's customer groups, sanitizing. Block loaders run without server services (commerce), so blocks that need
 * them show a loader failure until the item is saved and the page reloaded.
 */
export function prepareLiveModel(model: unknown, context: RenderContext, diagnostics: boolean): Promise<PreparedContent> {
  return prepareContent(model as ContentItem, {
    registry: getRegistry(diagnostics),
    validator: getValidator(),
    context: { ...context, mode: 'preview' },
    services: {},
    logger: browserLogger,
  });
}
