import type { CSSObject } from '@emotion/react';
import {
  imageUrl,
  imageWidthSrcSet,
  resolveLink,
  useRenderContext,
  type BlockProps,
  type ImageLink,
  type RenderContext,
} from '@ridgeline/renderer';
import {
  Heading,
  Image,
  Link,
  Text,
  mediaCondition,
  textScrimStyles,
  theme,
  type Breakpoint,
  type ImageSource,
  type SlotWidths,
} from '@ridgeline/ui';
import { useId, type ReactNode } from 'react';
import { accountDrawerTrigger, requestAccountDrawer } from '../shared/actions';
import {
  buttonColorFromCms,
  buttonVariantFromCms,
  fontFromCms,
  nonEmpty,
  spaceBelowFromCms,
  targetOf,
  textColorFromCms,
} from '../shared/cms';
import { CtaLinkButton } from '../shared/CtaLinkButton';
import { LegalDrawer } from '../shared/LegalDrawer';
import { IMAGE_WIDTH_LADDER, fluidImage, ladderWidths } from '../shared/responsiveImage';
import { hasLegalDrawer } from './legalDrawer';
import { usePageHeadingLevel } from '../shared/position';
import type { HeroBannerContent } from './types';

export type HeroBannerProps = BlockProps<HeroBannerContent>;

/** The hero spans the viewport. */
export const HERO_SLOT: SlotWidths = { base: '100vw' };

/**
 * Art direction (docs/behaviour/blocks.md#hero-banner): 16:9 from 1024 px (heroMd), 4:5 below. Each crop is offered at the ladder's widths
 * its viewports need, from 1x to 2x (width descriptors, `sizes` 100vw), q=60 and fmt=auto (the
 * renderer's defaults): a 412 px phone at 2.6x gets a 1200 px 4:5 image, a 1440 px desktop at 2x a
 * 2880 px 16:9 one.
 */
export const HERO_IMAGE_TIERS = [
  { from: 'heroMd', aspect: '16:9', widths: ladderWidths(theme.breakpoints.heroMd, IMAGE_WIDTH_LADDER.at(-1)!) },
  { from: undefined, aspect: '4:5', widths: ladderWidths(320, (theme.breakpoints.heroMd - 1) * 2) },
] as const satisfies readonly {
  from: Breakpoint | undefined;
  aspect: `${number}:${number}`;
  widths: readonly number[];
}[];

export function heroImageSources(
  image: ImageLink,
  ctx?: Pick<RenderContext, 'mediaHost'>,
): {
  src: string;
  srcSet: string;
  sizes: string;
  sources: ImageSource[];
} {
  const fallback = HERO_IMAGE_TIERS[HERO_IMAGE_TIERS.length - 1]!;
  const sources = HERO_IMAGE_TIERS.flatMap((tier) => (tier.from ? [{ ...tier, from: tier.from }] : [])).map((tier) => {
    const [w, h] = tier.aspect.split(':').map(Number) as [number, number];
    return {
      media: mediaCondition(tier.from),
      srcSet: imageWidthSrcSet(image, { widths: tier.widths, aspect: tier.aspect }, ctx),
      aspectRatio: w / h,
    };
  });
  return { ...fluidImage(image, fallback, HERO_SLOT, ctx), sources };
}

/** Height of the secondary graphic (a logo above the headline), CSS px. */
const SECONDARY_GRAPHIC_PX = 48;

const flexPosition = {
  Top: 'flex-start',
  Middle: 'center',
  Bottom: 'flex-end',
  Left: 'flex-start',
  Center: 'center',
  Right: 'flex-end',
} as const;
const textAlign = { Left: 'start', Center: 'center', Right: 'end' } as const;

const rootStyles: CSSObject = { position: 'relative', width: '100%', isolation: 'isolate' };

const overlayStyles: CSSObject = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  padding: theme.space[6],
  pointerEvents: 'none',
  [theme.mq.up('lg')]: { padding: theme.space[12] },
};

const boxStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  pointerEvents: 'auto',
  width: '100%',
};

const desktopOnly: CSSObject = { display: 'none', [theme.mq.up('lg')]: { display: 'flex' } };
const mobileOnly: CSSObject = { display: 'flex', [theme.mq.up('lg')]: { display: 'none' } };

/** Full-width art-directed image with a positioned content box, buttons and an optional legal drawer. */
export function HeroBanner({ content, rootProps }: HeroBannerProps) {
  const ctx = useRenderContext();
  const headingLevel = usePageHeadingLevel();
  const headingId = useId();
  const { imageObject, layout = {}, preheader, headline, body, buttonStyles, secondaryGraphic } = content;

  const variant = buttonVariantFromCms(buttonStyles?.btnVariant);
  const color = buttonColorFromCms(buttonStyles?.btnColor);
  const highPriority = content.fetchPriority === 'high';
  const { src, srcSet, sizes, sources } = heroImageSources(imageObject.dynamicImage, ctx);
  const justification = layout.contentJustification ?? 'Left';
  // Every text of the box sits on one scrim that keeps them all at AA over whatever the image is (docs/behaviour/ui.md).
  const inks = [
    headline.color,
    ...(nonEmpty(preheader?.text) ? [preheader.color] : []),
    ...(nonEmpty(body?.bodyText) || hasLegalDrawer(content) ? [body?.bodyColor] : []),
  ].map((cms) => theme.colors.text[textColorFromCms(cms, 'inverse')]) as [string, ...string[]];
  const narrow = layout.contentWidth === 'narrow';

  const image = (
    <Image
      src={src}
      srcSet={srcSet}
      sources={sources}
      alt={imageObject.altText ?? ''}
      aspectRatio={4 / 5}
      sizes={sizes}
      loading={highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : content.fetchPriority === 'low' ? 'low' : undefined}
    />
  );

  const link = resolveLink(imageObject.link, ctx);
  let media: ReactNode = image;
  if (link.href) {
    media = (
      <Link
        href={link.href}
        target={link.target ?? targetOf(imageObject.linkTarget)}
        variant="unstyled"
        aria-label={nonEmpty(imageObject.altText) ? undefined : headline.text}
        css={{ display: 'block' }}
        data-hero-image-link=""
      >
        {image}
      </Link>
    );
  } else if (link.action === 'account-drawer') {
    media = (
      <button
        type="button"
        onClick={requestAccountDrawer}
        aria-haspopup="dialog"
        {...accountDrawerTrigger}
        aria-label={nonEmpty(imageObject.altText) ? imageObject.altText : headline.text}
        css={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
      >
        {image}
      </button>
    );
  }

  const desktopButtons = (content.desktopButtons ?? []).filter(
    (button) => nonEmpty(button?.text) && nonEmpty(button?.url),
  );
  const mobileButton =
    content.mobileButton && nonEmpty(content.mobileButton.text) && nonEmpty(content.mobileButton.url)
      ? content.mobileButton
      : undefined;
  const buttonRow: CSSObject = {
    flexWrap: 'wrap',
    gap: theme.space[3],
    justifyContent: flexPosition[justification],
    marginTop: theme.space[2],
  };

  return (
    <section
      {...rootProps}
      aria-labelledby={headingId}
      data-logo-color={imageObject.logoColor ?? 'dark'}
      css={{ ...rootStyles, marginBottom: spaceBelowFromCms(content.spaceBelow) }}
    >
      {media}
      <div
        data-hero-overlay=""
        data-vertical={layout.verticalAlignment ?? 'Middle'}
        data-horizontal={layout.horizontalAlignment ?? 'Left'}
        css={{
          ...overlayStyles,
          alignItems: flexPosition[layout.verticalAlignment ?? 'Middle'],
          justifyContent: flexPosition[layout.horizontalAlignment ?? 'Left'],
        }}
      >
        <div
          data-hero-content=""
          data-content-width={narrow ? 'narrow' : 'default'}
          css={{
            ...boxStyles,
            ...textScrimStyles(inks),
            textAlign: textAlign[justification],
            alignItems: flexPosition[justification],
            [theme.mq.up('lg')]: { maxWidth: narrow ? '40%' : '60%' },
          }}
        >
          {secondaryGraphic?.image ? (
            <img
              src={imageUrl(secondaryGraphic.image, { height: SECONDARY_GRAPHIC_PX }, ctx)}
              // Drawn 48 px tall at its own proportions (its width is unknown here), so density descriptors.
              srcSet={`${imageUrl(secondaryGraphic.image, { height: SECONDARY_GRAPHIC_PX }, ctx)} 1x, ${imageUrl(secondaryGraphic.image, { height: SECONDARY_GRAPHIC_PX * 2 }, ctx)} 2x`}
              alt={secondaryGraphic.altText ?? ''}
              loading={highPriority ? 'eager' : 'lazy'}
              decoding="async"
              data-secondary-graphic=""
              css={{ height: SECONDARY_GRAPHIC_PX, width: 'auto', maxWidth: '100%' }}
            />
          ) : null}
          {nonEmpty(preheader?.text) ? (
            <Text
              as="p"
              size="sm"
              weight="semibold"
              color={textColorFromCms(preheader.color, 'inverse')}
              css={{ letterSpacing: theme.letterSpacings.wide, textTransform: 'uppercase' }}
            >
              {preheader.text}
            </Text>
          ) : null}
          <Heading
            id={headingId}
            level={headingLevel}
            size="5xl"
            color={textColorFromCms(headline.color, 'inverse')}
            align={textAlign[justification]}
            css={{ fontFamily: fontFromCms(headline.font) }}
          >
            {headline.text}
          </Heading>
          {nonEmpty(body?.bodyText) ? (
            <Text size="lg" color={textColorFromCms(body.bodyColor, 'inverse')}>
              {body.bodyText}
            </Text>
          ) : null}
          {desktopButtons.length > 0 ? (
            <div data-hero-buttons="desktop" css={{ ...desktopOnly, ...buttonRow }}>
              {desktopButtons.map((button, index) => (
                <CtaLinkButton key={`${index}-${button.url}`} button={button} variant={variant} color={color} />
              ))}
            </div>
          ) : null}
          {mobileButton ? (
            <div data-hero-buttons="mobile" css={{ ...mobileOnly, ...buttonRow }}>
              <CtaLinkButton button={mobileButton} variant={variant} color={color} />
            </div>
          ) : null}
          {hasLegalDrawer(content) ? (
            <div css={{ color: theme.colors.text[textColorFromCms(body?.bodyColor, 'inverse')] }}>
              <LegalDrawer
                linkText={content.legalLink.linkText}
                legalBody={content.legalLink.legalBody}
                color={textColorFromCms(body?.bodyColor, 'inverse') === 'inverse' ? 'light' : 'dark'}
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
