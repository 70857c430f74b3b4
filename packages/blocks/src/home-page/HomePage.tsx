import type { BlockProps } from '@ridgeline/renderer';
import { PageBlocks } from '../shared/page/PageBlocks';
import type { HomePageContent } from '../shared/page/types';

export type HomePageProps = BlockProps<HomePageContent>;

/**
 * The home page: its blocks in order. `floatingHeader` is for the shell (read it with
 * `pageShell(content)`); it is also on the root as `data-floating-header`. The head comes from
 * `pageSeo(content)`, rendered by the storefront.
 */
export function HomePage({ content, rootProps }: HomePageProps) {
  return (
    <div {...rootProps} data-page="home" data-floating-header={content.floatingHeader === true ? 'true' : 'false'}>
      <PageBlocks blocks={content.blocks} />
    </div>
  );
}
