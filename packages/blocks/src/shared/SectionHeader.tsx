import type { CSSObject } from '@emotion/react';
import { Heading, Icon, Text, theme } from '@ridgeline/ui';
import { nonEmpty, type CmsLink, type UrlTarget } from './cms';
import { LinkArea } from './LinkArea';

/** The carousels' `header` field: headline, sub-header and an optional "see all" link. */
export interface SectionHeaderContent {
  headerText?: string;
  subHeaderText?: string;
  linkText?: string;
  link?: CmsLink;
  linkTarget?: UrlTarget;
}

/** The padded, centred column every carousel block sits in. */
export const sectionRootStyles: CSSObject = {
  maxWidth: theme.sizes.content,
  marginInline: 'auto',
  paddingBlock: theme.space[8],
  paddingInline: theme.space[4],
  [theme.mq.up('lg')]: { paddingInline: theme.space[8] },
};

const headerStyles: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space[2],
  marginBottom: theme.space[6],
};

const headerLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  color: theme.colors.text.brand,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: theme.space[1],
  width: 'auto',
};

export interface SectionHeaderProps {
  header: SectionHeaderContent | undefined;
  /** Names the data attributes tests and editors find the parts by: `data-{part}-header`, `data-{part}-link`. */
  part: string;
}

/** Renders nothing when the header has no text at all; the headline is the section's h2. */
export function SectionHeader({ header, part }: SectionHeaderProps) {
  if (!header || !(nonEmpty(header.headerText) || nonEmpty(header.subHeaderText) || nonEmpty(header.linkText)))
    return null;
  return (
    <div {...{ [`data-${part}-header`]: '' }} css={headerStyles}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
        {nonEmpty(header.headerText) ? (
          <Heading level={2} size="2xl">
            {header.headerText}
          </Heading>
        ) : null}
        {nonEmpty(header.subHeaderText) ? <Text color="secondary">{header.subHeaderText}</Text> : null}
      </div>
      {nonEmpty(header.linkText) ? (
        <LinkArea
          link={header.link}
          linkTarget={header.linkTarget}
          css={headerLinkStyles}
          {...{ [`data-${part}-link`]: '' }}
        >
          {header.linkText}
          <Icon name="arrow-forward" />
        </LinkArea>
      ) : null}
    </div>
  );
}
