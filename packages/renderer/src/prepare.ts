// Preparation entry (`@ridgeline/renderer/prepare`): isomorphic, runs in Node and in the browser.
// Validation (jsonschema), sanitizing (sanitize-html), localization, adapt and loaders; no node
// built-ins and no Content Delivery client. Storybook uses it to run the real pipeline on fixtures;
// servers usually import `@ridgeline/renderer/server`, which re-exports it. Kept out of the main
// entry so the browser bundle of a page never carries jsonschema or sanitize-html.
export { prepareContent, type PrepareOptions } from './prepare/prepareContent';
export { renderContent } from './prepare/renderContent';
export { sanitizeRichText } from './prepare/sanitizeHtml';
export { pickLocalizedValue } from './prepare/localize';
export { contentHash } from './prepare/contentHash';
export {
  createValidator,
  SchemaSetError,
  type ContentValidator,
  type ValidationOutcome,
  type ValidatorOptions,
} from './validation/createValidator';
export { CORE_SCHEMAS } from './validation/coreSchemas';
export { formatFieldPath, type FieldPath } from './validation/fieldErrors';
export { withLoaderBudget, type LoaderShortfall, type LoaderWatch } from './prepare/loaderBudget';
export {
  createRichTextPurifier,
  purifyHtmlFields,
  RICH_TEXT_URI,
  type DOMPurifyFactory,
  type DOMPurifyInstance,
  type RichTextPurifier,
} from './visualization/richTextPurifier';
export { prepareWithinBudget, type BudgetedPrepareOptions, type Preparation } from './prepare/prepareWithinBudget';
