import { ContentRenderer, type RenderContext } from '@ridgeline/renderer';
import { useRouteLoaderData } from 'react-router';
import { getRegistry } from '../lib/registry';
import type { RootData } from '../root';

/** Renders a prepared content tree with the storefront's registry. */
export function PageContent({ content, context }: { content: unknown; context: RenderContext }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const registry = getRegistry(root?.diagnostics ?? false);
  return <ContentRenderer content={content as never} registry={registry} context={context} />;
}
