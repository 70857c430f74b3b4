import type { BlockProps } from '@ridgeline/renderer';
import { PageBlocks } from '../shared/page/PageBlocks';
import type { ContentPageContent } from '../shared/page/types';

export type ContentPageProps = BlockProps<ContentPageContent>;

/**
 * A content page (/t/{slug}): its blocks in order. The `collectionLogo` belongs in the shell's
 * header (read it with `pageShell(content)`); the head comes from `pageSeo(content)`.
 */
export function ContentPage({ content, rootProps }: ContentPageProps) {
  return (
    <div {...rootProps} data-page="content" data-has-collection-logo={content.collectionLogo ? 'true' : 'false'}>
      <PageBlocks blocks={content.blocks} />
    </div>
  );
}
