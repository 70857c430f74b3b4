import type { BlockProps } from '@ridgeline/renderer';
import { PageBlocks } from '../shared/page/PageBlocks';
import type { CategoryLandingPageContent } from '../shared/page/types';

export type CategoryLandingPageProps = BlockProps<CategoryLandingPageContent>;

/**
 * A category landing page (/c/{categoryId}): its blocks in order, like a content page.
 * `floatingHeader` and `collectionLogo` are for the shell (`pageShell(content)`); the head comes
 * from `pageSeo(content)`.
 */
export function CategoryLandingPage({ content, rootProps }: CategoryLandingPageProps) {
  return (
    <div
      {...rootProps}
      data-page="category-landing"
      data-category-id={content.categoryId}
      data-floating-header={content.floatingHeader === true ? 'true' : 'false'}
      data-has-collection-logo={content.collectionLogo ? 'true' : 'false'}
    >
      <PageBlocks blocks={content.blocks} />
    </div>
  );
}
