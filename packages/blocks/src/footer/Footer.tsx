import type { CSSObject } from '@emotion/react';
import { footerWordsOf } from '@ridgeline/commerce';
import { useRenderContext, type BlockProps, type ImageLink, type RenderContext } from '@ridgeline/renderer';
import { Button, Icon, Text, VisuallyHidden, theme } from '@ridgeline/ui';
import { useId } from 'react';
import { nonEmpty } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import { fixedSizeImage } from '../shared/responsiveImage';
import { countryName, localeAlias, requestFeedbackSurvey, requestSmsSignup } from './actions';
import { NewsletterSignup } from './NewsletterSignup';
import type { FooterColumn, FooterContent, FooterLink } from './types';

export type FooterProps = BlockProps<FooterContent>;

/** `data-footer-column` of the two link columns that fold into disclosures below 992 px. */
export const FOOTER_ACCORDION_IDS = ['column-two', 'column-three'] as const;

const linkListStyles: CSSObject = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
};
const textLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.control.sm,
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.sm,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
};
const sectionTitle: CSSObject = { margin: 0, fontSize: theme.fontSizes.md, fontWeight: theme.fontWeights.semibold };

function Icon24({ image, ctx, alt = '' }: { image: ImageLink | undefined; ctx: RenderContext; alt?: string }) {
  if (!image) return null;
  return (
    <img
      {...fixedSizeImage(image, { width: 24, height: 24 }, ctx)}
      alt={alt}
      loading="lazy"
      decoding="async"
      css={{ width: theme.sizes.icon.lg, height: theme.sizes.icon.lg, flexShrink: 0 }}
    />
  );
}

function LinkList({ links, label }: { links: FooterLink[]; label?: string }) {
  return (
    <ul css={linkListStyles} aria-label={label}>
      {links.map((item, index) => (
        <li key={index}>
          <LinkArea link={item.link} linkTarget={item.linkTarget} css={textLinkStyles}>
            {item.name}
          </LinkArea>
        </li>
      ))}
    </ul>
  );
}

/** A link column: a disclosure below 992 px, a heading and its list from it (see `FooterLinkColumn`). */
const linkColumnStyles: CSSObject = {
  borderBottom: `1px solid ${theme.colors.border.default}`,
  '& > [data-column-heading]': { display: 'none' },
  '& > details > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[4],
    // The whole row is the target: well above WCAG 2.2's 24 x 24 px.
    minHeight: theme.sizes.control.md,
    paddingBlock: theme.space[2],
    listStyle: 'none',
    cursor: 'pointer',
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    '& [data-icon]': { flexShrink: 0, transition: `transform ${theme.durations.normal} ${theme.easings.standard}` },
    [theme.mq.reducedMotion]: { '& [data-icon]': { transition: 'none' } },
  },
  '& > details[open] > summary [data-icon]': { transform: 'rotate(180deg)' },
  '& > details > ul': { paddingBottom: theme.space[4] },
  '@supports selector(::details-content)': {
    [theme.mq.up('lg')]: {
      borderBottom: 0,
      '& > [data-column-heading]': { display: 'block', marginBottom: theme.space[4] },
      '& > details > summary': { display: 'none' },
      '& > details::details-content': { display: 'block', contentVisibility: 'visible' },
    },
  },
};

/**
 * The column's disclosure below 992 px: a native `<details>`, closed by default, whose `<summary>`
 * holds the column's heading (HTML allows a heading in a summary; browsers expose the summary as a
 * button with its expanded state). From 992 px the summary is not rendered (so there is no
 * focusable control that does nothing), the panel is shown whatever the `open` state through
 * `::details-content`, and a plain heading takes the summary's place: one heading per column at any
 * width. A browser without `::details-content` keeps the disclosure at every width. No script:
 * the server HTML is final and holds every link.
 */
export function FooterLinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <div data-footer-column={id} css={linkColumnStyles}>
      <h3 data-column-heading="" css={sectionTitle}>
        {title}
      </h3>
      <details data-footer-disclosure="">
        <summary>
          <h3 css={sectionTitle}>{title}</h3>
          <Icon name="chevron-down" size="md" />
        </summary>
        <LinkList links={links} />
      </details>
    </div>
  );
}

const validLinks = (links: FooterLink[] | undefined) =>
  (links ?? []).filter((item) => nonEmpty(item?.name) && item.link);

/**
 * The site footer (docs/behaviour/blocks.md#footer): loyalty banner; column one (help links, View My Account → /account, the location
 * button → /{localeAlias}/international, optional website-feedback button); columns two and three
 * (`FooterLinkColumn`: every link in the server HTML, a disclosure only below 992 px, by CSS alone);
 * the newsletter sign-up; the marketing promo link (SMS widget when `hasTwoStepModal`); social links;
 * working hours and contacts; legal links. The block's own words (headings, buttons, the sign-up's) are the page's
 * (`RenderContext.labels.footer`, `footerWordsOf`), English without them; the CMS's text is shown as entered.
 */
export function Footer({ content, rootProps }: FooterProps) {
  const ctx = useRenderContext();
  const words = footerWordsOf(ctx);
  const labelId = useId();

  const { loyaltyBanner, columnOne, columnTwo, columnThree, subscribe, marketingPromoLink: promo } = content;
  const columnOneItems = (columnOne?.items ?? []).filter((item) => nonEmpty(item?.name) && item.link);
  const columns: [string, FooterColumn][] = [];
  if (columnTwo && nonEmpty(columnTwo.columnTitle)) columns.push([FOOTER_ACCORDION_IDS[0], columnTwo]);
  if (columnThree && nonEmpty(columnThree.columnTitle)) columns.push([FOOTER_ACCORDION_IDS[1], columnThree]);
  const socialLinks = (content.socialLinks ?? []).filter((item) => nonEmpty(item?.title) && item.link);
  const legalLinks = validLinks(content.legalLinks);
  const workingHours = (content.workingHours ?? []).filter((item) => nonEmpty(item?.name));
  const showSubscribe = subscribe?.enableEmailSubscription !== false && !!subscribe;
  const country = countryName(ctx.locale);

  return (
    <footer
      {...rootProps}
      aria-labelledby={labelId}
      css={{
        background: theme.colors.background.subtle,
        color: theme.colors.text.primary,
        borderTop: `1px solid ${theme.colors.border.subtle}`,
      }}
    >
      <VisuallyHidden as="h2" id={labelId}>
        {words.siteFooter}
      </VisuallyHidden>
      {nonEmpty(loyaltyBanner?.text) ? (
        <div
          data-loyalty-banner=""
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: theme.space[3],
            padding: `${theme.space[3]} ${theme.space[4]}`,
            background: theme.colors.palettes.dark.base,
            color: theme.colors.palettes.dark.contrast,
            textAlign: 'center',
          }}
        >
          <Icon24 image={loyaltyBanner.icon} ctx={ctx} />
          <Text as="p" size="sm" weight="semibold" css={{ color: 'inherit' }}>
            {loyaltyBanner.text}
          </Text>
        </div>
      ) : null}
      <div
        css={{
          maxWidth: theme.sizes.content,
          margin: '0 auto',
          padding: `${theme.space[8]} ${theme.space[4]}`,
          display: 'grid',
          gap: theme.space[8],
          gridTemplateColumns: '1fr',
          [theme.mq.up('md')]: { gridTemplateColumns: '1fr 1fr', padding: `${theme.space[10]} ${theme.space[6]}` },
          [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        <section
          aria-labelledby={`${labelId}-help`}
          data-footer-column="one"
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space[4] }}
        >
          <h3 id={`${labelId}-help`} css={sectionTitle}>
            {words.help}
          </h3>
          {columnOneItems.length > 0 ? (
            <ul css={linkListStyles}>
              {columnOneItems.map((item, index) => (
                <li key={index}>
                  <LinkArea link={item.link} linkTarget={item.linkTarget} css={textLinkStyles}>
                    <Icon24 image={item.icon} ctx={ctx} />
                    {item.name}
                  </LinkArea>
                </li>
              ))}
            </ul>
          ) : null}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }}>
            <Button href="/account" variant="outline" color="dark" size="sm" data-view-account="">
              {words.viewAccount}
            </Button>
            <Button
              href={`/${localeAlias(ctx.locale)}/international`}
              variant="ghost"
              color="dark"
              size="sm"
              data-location-button=""
            >
              {words.location.replace('{country}', () => country)}
            </Button>
          </div>
          {content.showSurveyLink ? (
            <div>
              <Button
                variant="link"
                color="dark"
                size="sm"
                onClick={requestFeedbackSurvey}
                data-survey-link=""
                css={{ minHeight: theme.space[6] }}
              >
                {words.websiteFeedback}
              </Button>
            </div>
          ) : null}
        </section>
        {columns.length > 0 ? (
          <div
            data-footer-accordions=""
            css={{
              display: 'grid',
              [theme.mq.up('lg')]: { gridColumn: 'span 2', gridTemplateColumns: '1fr 1fr', columnGap: theme.space[8] },
            }}
          >
            {columns.map(([id, column]) => (
              <FooterLinkColumn key={id} id={id} title={column.columnTitle} links={validLinks(column.links)} />
            ))}
          </div>
        ) : null}
        {showSubscribe && subscribe.enableEmailSubscription !== false ? (
          <div data-footer-subscribe="">
            <NewsletterSignup
              headingLevel={3}
              {...(nonEmpty(subscribe.emailTitleText) ? { title: subscribe.emailTitleText } : {})}
              {...(nonEmpty(subscribe.emailDescriptionText) ? { description: subscribe.emailDescriptionText } : {})}
              {...(nonEmpty(subscribe.legalText) ? { legalText: subscribe.legalText } : {})}
            />
          </div>
        ) : null}
      </div>
      <div
        css={{
          maxWidth: theme.sizes.content,
          margin: '0 auto',
          padding: `0 ${theme.space[4]} ${theme.space[8]}`,
          display: 'grid',
          gap: theme.space[6],
          [theme.mq.up('md')]: { gridTemplateColumns: '1fr 1fr', padding: `0 ${theme.space[6]} ${theme.space[8]}` },
          [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {promo && nonEmpty(promo.title) ? (
          <div data-marketing-promo="">
            {promo.hasTwoStepModal ? (
              <button
                type="button"
                onClick={() => requestSmsSignup({ wide: promo.desktopCampaignId, narrow: promo.mobileCampaignId })}
                aria-haspopup="dialog"
                css={{
                  ...promoStyles,
                  border: `1px solid ${theme.colors.border.default}`,
                  background: theme.colors.background.page,
                  cursor: 'pointer',
                  textAlign: 'start',
                  width: '100%',
                }}
              >
                <PromoContent promo={promo} ctx={ctx} />
              </button>
            ) : (
              <LinkArea
                link={promo.link}
                linkTarget={promo.linkTarget}
                css={{
                  ...promoStyles,
                  border: `1px solid ${theme.colors.border.default}`,
                  background: theme.colors.background.page,
                  textDecoration: 'none',
                  color: theme.colors.text.primary,
                }}
                fallback="div"
              >
                <PromoContent promo={promo} ctx={ctx} />
              </LinkArea>
            )}
          </div>
        ) : null}
        {socialLinks.length > 0 ? (
          <section aria-labelledby={`${labelId}-social`} data-social-links="">
            <h3 id={`${labelId}-social`} css={{ ...sectionTitle, marginBottom: theme.space[2] }}>
              {words.followUs}
            </h3>
            <ul css={{ ...linkListStyles, flexDirection: 'row', flexWrap: 'wrap', gap: theme.space[2] }}>
              {socialLinks.map((item, index) => (
                <li key={index}>
                  <LinkArea
                    link={item.link}
                    css={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      minWidth: theme.sizes.control.md,
                      minHeight: theme.sizes.control.md,
                      color: theme.colors.text.primary,
                      fontSize: theme.fontSizes.sm,
                    }}
                  >
                    {item.icon ? <Icon24 image={item.icon} ctx={ctx} alt={item.title} /> : item.title}
                  </LinkArea>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {workingHours.length > 0 ? (
          <section aria-labelledby={`${labelId}-contact`} data-working-hours="">
            <h3 id={`${labelId}-contact`} css={{ ...sectionTitle, marginBottom: theme.space[2] }}>
              {words.contactUs}
            </h3>
            <dl
              css={{
                margin: 0,
                display: 'grid',
                gap: theme.space[1],
                fontSize: theme.fontSizes.sm,
                '& dt': { fontWeight: theme.fontWeights.semibold },
                '& dd': { margin: `0 0 ${theme.space[2]}`, color: theme.colors.text.secondary },
              }}
            >
              {workingHours.map((item, index) => (
                <div key={index}>
                  <dt>{item.name}</dt>
                  {nonEmpty(item.text) ? <dd>{item.text}</dd> : null}
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      {legalLinks.length > 0 ? (
        <nav
          aria-label={words.legal}
          data-legal-links=""
          css={{ borderTop: `1px solid ${theme.colors.border.subtle}`, padding: `${theme.space[4]} ${theme.space[4]}` }}
        >
          <ul
            css={{
              ...linkListStyles,
              maxWidth: theme.sizes.content,
              margin: '0 auto',
              flexDirection: 'row',
              flexWrap: 'wrap',
              columnGap: theme.space[4],
              rowGap: theme.space[1],
            }}
          >
            {legalLinks.map((item, index) => (
              <li key={index}>
                <LinkArea
                  link={item.link}
                  linkTarget={item.linkTarget}
                  css={{ ...textLinkStyles, fontSize: theme.fontSizes.xs, color: theme.colors.text.secondary }}
                >
                  {item.name}
                </LinkArea>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}

const promoStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  padding: theme.space[4],
  borderRadius: theme.radii.lg,
  font: 'inherit',
  color: theme.colors.text.primary,
};

function PromoContent({ promo, ctx }: { promo: NonNullable<FooterContent['marketingPromoLink']>; ctx: RenderContext }) {
  return (
    <>
      <Icon24 image={promo.icon} ctx={ctx} />
      <span css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
        <span css={{ fontWeight: theme.fontWeights.semibold }}>{promo.title}</span>
        {nonEmpty(promo.subtitle) ? (
          <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.text.secondary }}>{promo.subtitle}</span>
        ) : null}
      </span>
    </>
  );
}
