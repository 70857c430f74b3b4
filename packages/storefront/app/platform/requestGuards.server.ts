/**
 * The guards of the routes that take a body or change state (a streaming size limit, a same-origin check) are
 * @ridgeline/commerce's (`requestGuards.server.ts` there); the app's modules import them from here.
 */
export {
  BodyReadError,
  BodyTooLargeError,
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  isJsonRequest,
  readLimitedBody as readLimited,
  readRequestBody,
} from '@ridgeline/commerce/server';
