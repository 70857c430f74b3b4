import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '@ridgeline/renderer';
import { Icon, Link, contrastRatio, theme, type PaletteName } from '@ridgeline/ui';
import {
  buttonColorFromCms,
  fontFromCms,
  nonEmpty,
  paletteOf,
  targetOf,
  textColorHex,
  type CmsTextColor,
} from '../shared/cms';
import { CtaLinkButton } from '../shared/CtaLinkButton';
import type { MessagingBannerContent } from './types';

export type MessagingBannerProps = BlockProps<MessagingBannerContent>;

/** WCAG AA for normal text. */
const AA_TEXT = 4.5;
/** WCAG non-text contrast (a button's fill against the banner). */
const AA_NON_TEXT = 3;

/**
 * The banner's text colour: the editor's `fontColor` when it reaches AA (4.5:1) on the
 * background palette, otherwise the palette's own contrast colour (which the theme guarantees).
 */
export function messagingTextColor(background: PaletteName, fontColor: CmsTextColor | undefined): string {
  const base = theme.colors.palettes[background].base;
  if (fontColor) {
    const hex = textColorHex(fontColor);
    if (contrastRatio(hex, base) >= AA_TEXT) return hex;
  }
  return theme.colors.palettes[background].contrast;
}

/**
 * A button's look on the banner: its own palette, solid, when that fill stands out from the
 * background (3:1); otherwise an outline in the background's contrast colour.
 */
export function messagingButtonLook(
  background: PaletteName,
  buttonColor: unknown,
): { variant: 'solid' | 'outline'; color: PaletteName } {
  const color = buttonColorFromCms(buttonColor);
  const backgroundBase = theme.colors.palettes[background].base;
  if (color !== background && contrastRatio(theme.colors.palettes[color].base, backgroundBase) >= AA_NON_TEXT) {
    return { variant: 'solid', color };
  }
  return {
    variant: 'outline',
    color: theme.colors.palettes[background].contrast === theme.colors.white ? 'light' : 'dark',
  };
}

const legalStyles: CSSObject = {
  fontSize: theme.fontSizes.xs,
  lineHeight: theme.lineHeights.normal,
  margin: 0,
  '& p': { margin: 0 },
  '& a': { color: 'inherit', textDecoration: 'underline' },
};

/** A coloured strip with one message, optional legal text and a group of buttons. */
export function MessagingBanner({ content, rootProps }: MessagingBannerProps) {
  const { headline, buttonGroupSection = {}, layout = {} } = content;
  const background = paletteOf(content.backgroundColor, 'brand');
  const palette = theme.colors.palettes[background];
  const textColor = messagingTextColor(background, headline.fontColor);
  const stacked = layout.isStacked === true;
  const buttons = (buttonGroupSection.buttonGroup ?? []).filter(
    (button) => nonEmpty(button?.buttonText) && nonEmpty(button?.url),
  );
  const arrow = buttonGroupSection.addArrowForwardIcon ? <Icon name="arrow-forward" size="sm" /> : undefined;

  const message = nonEmpty(buttonGroupSection.url) ? (
    <Link href={buttonGroupSection.url} target={targetOf(buttonGroupSection.linkTarget)} variant="inline">
      {headline.localizableText}
    </Link>
  ) : (
    headline.localizableText
  );

  return (
    <div
      {...rootProps}
      data-background={background}
      data-layout={stacked ? 'stacked' : 'inline'}
      css={{
        background: palette.base,
        color: textColor,
        paddingBlock: theme.space[4],
        paddingInline: theme.space[4],
        [theme.mq.up('lg')]: { paddingInline: theme.space[8] },
      }}
    >
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.space[3],
          maxWidth: theme.sizes.content,
          marginInline: 'auto',
          textAlign: 'center',
          ...(stacked
            ? {}
            : {
                [theme.mq.up('md')]: { flexDirection: 'row', justifyContent: 'space-between', textAlign: 'start' },
              }),
        }}
      >
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
          <p
            data-message=""
            css={{
              margin: 0,
              fontFamily: fontFromCms(headline.font),
              fontSize: theme.fontSizes.lg,
              fontWeight: theme.fontWeights.semibold,
              lineHeight: theme.lineHeights.snug,
            }}
          >
            {message}
          </p>
          {nonEmpty(headline.legalText) ? (
            <div data-legal-text="" css={legalStyles} dangerouslySetInnerHTML={{ __html: headline.legalText }} />
          ) : null}
        </div>
        {buttons.length > 0 ? (
          <ul
            aria-label="Actions"
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: theme.space[2],
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {buttons.map((button, index) => {
              const look = messagingButtonLook(background, button.buttonColor);
              return (
                <li key={`${index}-${button.url}`}>
                  <CtaLinkButton
                    button={{ text: button.buttonText, url: button.url, urlTarget: button.urlTarget }}
                    variant={look.variant}
                    color={look.color}
                    endIcon={arrow}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
