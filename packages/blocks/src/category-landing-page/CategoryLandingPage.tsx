import { useId } from 'react';
import type { BlockProps } from '@ridgeline/renderer';
import { theme } from '@ridgeline/ui';
import { PageBlocks } from '../shared/page/PageBlocks';
import type { CategoryLandingPageContent } from '../shared/page/types';
import type { RelatedLinksData } from './relatedLinks';

export type CategoryLandingPageProps = BlockProps<CategoryLandingPageContent, RelatedLinksData | undefined>;

/**
 * A category landing page (/c/{categoryId}): its blocks in order, like a content page, then its related category
 * links (those the loader kept: internal ones as paths of the site) as a named navigation list.
 * `floatingHeader` and `collectionLogo` are for the shell (`pageShell(content)`); the head comes
 * from `pageSeo(content)`.
 */
export function CategoryLandingPage({ content, data, rootProps }: CategoryLandingPageProps) {
  const headingId = useId();
  return (
    <div
      {...rootProps}
      data-page="category-landing"
      data-category-id={content.categoryId}
      data-floating-header={content.floatingHeader === true ? 'true' : 'false'}
      data-has-collection-logo={content.collectionLogo ? 'true' : 'false'}
    >
      <PageBlocks blocks={content.blocks} />
      {data?.links.length ? (
        <nav aria-labelledby={headingId} data-related-links="" style={{ padding: theme.space[4] }}>
          <h2 id={headingId} style={{ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space[2]}` }}>
            {data.label}
          </h2>
          <ul
            style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[4], listStyle: 'none', margin: 0, padding: 0 }}
          >
            {data.links.map((link, index) => (
              <li key={`${index}-${link.url}`}>
                <a href={link.isInternal ? link.relativePath : link.url} style={{ color: theme.colors.text.primary }}>
                  {link.anchor_text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
