/**
 * What the platform and the features read of the root route's data (`useRouteLoaderData('root')`, the document's
 * loader data). The root module defines the whole of it (`RootData` in root.tsx extends this), with the features'
 * parts; code below the root knows only these fields, so it never imports the root.
 */
export interface PlatformRootData {
  /** The request's shop locale (`<html lang>`, messages, prices, links). */
  locale: string;
  mode: 'production' | 'preview' | 'development';
  diagnostics: boolean;
  /** Set while a staging environment is previewed (the toolbar's data; its shape is the preview feature's). */
  preview?: unknown;
  /** The merchandiser toolkit is on; it renders only after hydration. */
  toolkit?: boolean;
}
