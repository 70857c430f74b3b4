/**
 * Tests: the app's own routes (`routes.ts`) as the server build's manifest lists them (ids as React Router derives
 * them, every route under `root`), for `routeMatcher` outside a build.
 */
import routes from '../routes';
import type { RouteEntry } from '../platform/request/renderCacheKey.server';

export const ROUTE_MANIFEST: Readonly<Record<string, RouteEntry>> = {
  root: { id: 'root', path: '' },
  ...Object.fromEntries(
    routes.map((entry) => {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
      return [id, { id, parentId: 'root', path: entry.path, index: entry.index }];
    }),
  ),
};
