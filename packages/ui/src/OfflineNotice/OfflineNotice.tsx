import { useEffect, useId, useRef } from 'react';
import { theme } from '../theme/theme';

export interface OfflineNoticeProps {
  /** Its words, in the page's locale. */
  text: { title: string; message: string; retry: string };
  onRetry: () => void;
  /**
   * `overlay`: over the page, when a part of it could not load its code (focus moves to Retry Connection);
   * `page`: the offline page's content (its heading is the page's `<h1>`).
   */
  variant?: 'overlay' | 'page';
}

const { colors, space, fonts, fontSizes, fontWeights, lineHeights, radii, sizes, zIndices } = theme;

/**
 * The offline screen: a title, the explanation and a retry button. Plain elements styled with the tokens (the look of
 * Heading, Text and the solid Button): it ships where the network may already be gone, so it stays small.
 */
export function OfflineNotice({ text, onRetry, variant = 'overlay' }: OfflineNoticeProps) {
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
        {text.title}
      </Title>
      <p
        id={messageId}
        css={{ margin: 0, fontSize: fontSizes.md, lineHeight: lineHeights.normal, color: colors.text.secondary }}
      >
        {text.message}
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
        {text.retry}
      </button>
    </section>
  );
}
