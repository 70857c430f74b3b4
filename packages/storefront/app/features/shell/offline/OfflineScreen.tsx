import { useEffect, useId, useRef } from 'react';
import { theme } from '@ridgeline/ui';
import { OFFLINE_MESSAGE, OFFLINE_RETRY_LABEL, OFFLINE_TITLE } from './messages';

export interface OfflineScreenProps {
  onRetry: () => void;
  /**
   * `overlay`: over the page, when a part of it could not load its code (focus moves to Retry Connection);
   * `page`: the offline page's content (its heading is the page's `<h1>`).
   */
  variant?: 'overlay' | 'page';
}

const { colors, space, fonts, fontSizes, fontWeights, lineHeights, radii, sizes, zIndices } = theme;

/**
 * 'You are currently offline', the explanation and Retry Connection. Plain elements styled with the theme's tokens
 * (the look of ui's Heading, Text and solid Button): this screen ships inside the overlays island, so it must be there
 * when the network is not, and stay small.
 */
export function OfflineScreen({ onRetry, variant = 'overlay' }: OfflineScreenProps) {
  const titleId = useId();
  const messageId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  const overlay = variant === 'overlay';
  const Title = overlay ? 'h2' : 'h1';
  useEffect(() => {
    if (overlay) retry.current?.focus();
  }, [overlay]);
  return (
    <section
      {...(overlay ? { role: 'alertdialog', 'aria-modal': true } : { 'data-offline-page': '' })}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-offline-screen={variant}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: space[4],
        padding: `${space[16]} ${space[4]}`,
        textAlign: 'center',
        fontFamily: fonts.body,
        color: colors.text.primary,
        background: colors.background.page,
        ...(overlay ? { position: 'fixed', inset: 0, zIndex: zIndices.modal } : { minHeight: '60vh' }),
      }}
    >
      <Title
        id={titleId}
        css={{
          margin: 0,
          fontFamily: fonts.heading,
          fontSize: fontSizes['2xl'],
          fontWeight: fontWeights.bold,
          lineHeight: lineHeights.tight,
        }}
      >
        {OFFLINE_TITLE}
      </Title>
      <p
        id={messageId}
        css={{ margin: 0, fontSize: fontSizes.md, lineHeight: lineHeights.normal, color: colors.text.secondary }}
      >
        {OFFLINE_MESSAGE}
      </p>
      <button
        ref={retry}
        type="button"
        onClick={onRetry}
        css={{
          minHeight: sizes.control.md,
          padding: `0 ${space[5]}`,
          border: '2px solid transparent',
          borderRadius: radii.md,
          background: colors.brand,
          color: colors.text.inverse,
          font: 'inherit',
          fontWeight: fontWeights.semibold,
          cursor: 'pointer',
          '&:hover': { background: colors.palettes.brand.hover },
          '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: '2px' },
        }}
      >
        {OFFLINE_RETRY_LABEL}
      </button>
    </section>
  );
}

/** The offline page's screen: Retry Connection loads the address again (the page the visitor asked for). */
export function OfflinePageScreen() {
  return <OfflineScreen variant="page" onRetry={() => window.location.reload()} />;
}
