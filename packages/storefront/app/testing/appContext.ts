import { createAppContext } from '../appFeatures.server';
import { getLoadContext, type AppContext } from '../platform/request/appContext.server';

/**
 * A load context for a test that calls a route's loader or action, as server.mjs passes one: the app context over
 * every feature (the test's own, or one made now: make it after the test's sandbox is up, as its configuration is
 * read then).
 */
export function testLoadContext(app: AppContext = createAppContext()) {
  return getLoadContext(undefined, app);
}
