import { ContentRenderer, type RenderContext } from '@ridgeline/renderer';
import type { PageShell } from '@ridgeline/blocks';
import { VisuallyHidden } from '@ridgeline/ui';
import { useRouteLoaderData } from 'react-router';
import { useBlockDataSource } from '../blockData';
import { rendererLogger } from '../log';
import { usePreloadedBlockCode } from '../document';
import { getRegistry } from '../registry';
import type { PlatformRootData } from '../rootData';

export interface PageContentProps {
  /** The prepared tree from the route's loader. */
  content: unknown;
  context: RenderContext;
  shell?: PageShell;
  /** The page's title, for the h1 the shell adds when the first block does not render one. */
  title?: string;
  /** URLs of the code of the blocks the page uses (from the loader), preloaded so hydration need not wait for them. */
  blockAssets?: readonly string[];
  /** When the loader prepared `content` (epoch ms): its block data is fresh for 900 s from then. */
  preparedAt?: number;
}

/** Renders a prepared content tree with the storefront's registry (the same one the loader prepared it with). */
export function PageContent({ content, context, shell, title, blockAssets = [], preparedAt }: PageContentProps) {
  usePreloadedBlockCode(blockAssets);
  const root = useRouteLoaderData('root') as PlatformRootData | undefined;
  const registry = getRegistry(root?.diagnostics ?? false);
  // In a whole-document app, blocks with a loader keep their data in TanStack Query (the entries'
  // QueryClientProvider), refetched from /__ridgeline/block-data when stale. On an islands page they show the server's
  // data, and only a block whose data did not come with the page (its loader ran past the budget) fetches it there.
  const blockData = useBlockDataSource(preparedAt);
  return (
    <>
      {shell && !shell.firstBlockProvidesH1 ? <VisuallyHidden as="h1">{title ?? 'Ridgeline'}</VisuallyHidden> : null}
      <ContentRenderer
        content={content}
        registry={registry}
        context={context}
        blockData={blockData}
        logger={rendererLogger}
      />
    </>
  );
}
