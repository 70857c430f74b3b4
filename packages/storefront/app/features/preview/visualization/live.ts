// Loaded only by the visualization route, in the browser, after hydration (dynamic import): the schemas and the
// isomorphic preparation (jsonschema, sanitize-html) live in this chunk and nowhere else in the client bundle; DOMPurify
// is imported on demand from here (its own chunk).
import type { ContentItem, Logger, PreparedContent, RenderContext } from '@ridgeline/renderer';
import { createValidator, prepareContent, purifyHtmlFields, type ContentValidator } from '@ridgeline/renderer/prepare';
import { getRegistryWithoutLoaders } from '../../../platform/registry';
import { loadRichTextPurifier } from '../richTextPurifier';
import { rendererLogger } from '../../../platform/log';

const modules = import.meta.glob<object>('../../../../../../schemas/*.json', { eager: true, import: 'default' });

let validator: ContentValidator | undefined;
function getValidator(): ContentValidator {
  validator ??= createValidator(Object.values(modules));
  return validator;
}

/** Failures of live models are shown on the page (overlay cards); the console gets one line each. */
const browserLogger: Logger = rendererLogger;

/**
 * Prepares a model from the Amplience form exactly as the server prepares delivered content: validation against the
 * schemas (an invalid model renders with its failure card instead of breaking the page), personalisation for the
 * context's customer groups, sanitizing. Block loaders do not run here (their services, e.g. commerce, are the
 * server's): an item with a loader is left without data, and the renderer's block query asks
 * `/__ridgeline/block-data` for it, posting the edited model (`lib/blockData.ts`).
 *
 * The model's HTML never left the browser, so after preparation (sanitize-html, as on the server) every rich-text
 * field also goes through DOMPurify, with the same allow-list, as the last step before rendering
 * (`preview/richTextPurifier.ts`). If DOMPurify cannot be loaded the model is not rendered (the caller keeps the
 * last good render).
 */
export async function prepareLiveModel(
  model: unknown,
  context: RenderContext,
  diagnostics: boolean,
): Promise<PreparedContent> {
  const [prepared, purify] = await Promise.all([
    prepareContent(model as ContentItem, {
      registry: getRegistryWithoutLoaders(diagnostics),
      validator: getValidator(),
      context: { ...context, mode: 'preview' },
      services: {},
      logger: browserLogger,
    }),
    loadRichTextPurifier(),
  ]);
  purifyHtmlFields(prepared, getValidator(), purify);
  return prepared;
}
