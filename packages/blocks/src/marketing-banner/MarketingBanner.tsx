import type { CSSObject } from '@emotion/react';
import type { BlockProps } from '@ridgeline/renderer';
import { Icon, VisuallyHidden, theme } from '@ridgeline/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { requestAccountDrawer } from '../shared/actions';
import { nonEmpty } from '../shared/cms';
import { useMediaQuery } from '../shared/useMediaQuery';
import type { MarketingBannerContent } from './types';
import { ACCOUNT_DRAWER_DELAY_MS, ROTATION_FADE_MS, useRotation } from './useRotation';

export type MarketingBannerProps = BlockProps<MarketingBannerContent>;

/**
 * The offers drawer's code (drawer, offer panels, legal drawers) loads when a shopper is about to open it (pointer over
 * or focus on the strip) or opens it, not with the rotating strip: most visits never open it, and the strip hydrates
 * on every page that has the banner.
 */
const loadOffersDrawer = () => import('./OffersDrawer');
const OffersDrawer = lazy(() => loadOffersDrawer().then((module) => ({ default: module.OffersDrawer })));

const palette = theme.colors.palettes.dark;

const stripStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.control.md,
  paddingInline: theme.space[4],
  background: palette.base,
  color: palette.contrast,
  '& :focus-visible': { outlineColor: palette.contrast },
};

const triggerStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.control.md,
  padding: `${theme.space[2]} ${theme.space[2]}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'center',
  cursor: 'pointer',
};

const messageStyles: CSSObject = {
  transitionProperty: 'opacity',
  transitionDuration: `${ROTATION_FADE_MS}ms`,
  transitionTimingFunction: theme.easings.standard,
  [theme.mq.reducedMotion]: { transition: 'none' },
};

const desktopOnly: CSSObject = { display: 'none', [theme.mq.up('lg')]: { display: 'inline' } };
const mobileOnly: CSSObject = { display: 'inline', [theme.mq.up('lg')]: { display: 'none' } };

const pauseStyles: CSSObject = {
  flexShrink: 0,
  minHeight: theme.sizes.control.sm,
  paddingInline: theme.space[2],
  border: `1px solid ${palette.contrast}`,
  borderRadius: theme.radii.md,
  background: 'none',
  color: 'inherit',
  fontSize: theme.fontSizes.xs,
  cursor: 'pointer',
};

/**
 * A slim offers strip. Closed, it rotates the offers' messages (desktop and mobile messages in
 * separate cycles; 5000 ms each, 300 ms fade). Rotation pauses while the pointer is over the strip
 * or focus is in it, when the shopper presses Pause, and never starts under prefers-reduced-motion;
 * the message is a live region only while it does not rotate (APG carousel). A click opens a side
 * drawer listing every offer with its buttons and legal drawer.
 */
export function MarketingBanner({ content, rootProps }: MarketingBannerProps) {
  const banners = (content.childBanners ?? []).filter(
    (banner) => nonEmpty(banner?.desktopRotatingMessage) && nonEmpty(banner.headline),
  );
  const desktopMessages = banners.map((banner) => banner.desktopRotatingMessage);
  const mobileMessages = banners.map((banner) =>
    nonEmpty(banner.mobileRotatingMessage) ? banner.mobileRotatingMessage : banner.desktopRotatingMessage,
  );

  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the drawer keeps its own closing animation and focus return afterwards
  const [drawerMounted, setDrawerMounted] = useState(false);
  const canRotate = banners.length > 1 && !reducedMotion;
  const running = canRotate && !hovered && !focused && !userPaused && !open;

  const desktop = useRotation(desktopMessages.length, running);
  const mobile = useRotation(mobileMessages.length, running);

  const accountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(accountTimer.current), []);
  const openAccountDrawer = useCallback(() => {
    setOpen(false);
    clearTimeout(accountTimer.current);
    accountTimer.current = setTimeout(() => requestAccountDrawer(), ACCOUNT_DRAWER_DELAY_MS);
  }, []);

  const labelId = useId();
  if (banners.length === 0) return null;

  return (
    <section
      {...rootProps}
      aria-labelledby={labelId}
      data-rotation-state={running ? 'rotating' : canRotate ? 'paused' : 'static'}
      onMouseEnter={() => {
        setHovered(true);
        void loadOffersDrawer();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        void loadOffersDrawer();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <VisuallyHidden id={labelId}>Offers</VisuallyHidden>
      <div css={stripStyles}>
        <button
          type="button"
          css={triggerStyles}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setDrawerMounted(true);
            setOpen(true);
          }}
          data-marketing-trigger=""
        >
          <span aria-live={running ? 'off' : 'polite'} aria-atomic="true" data-marketing-message="">
            <span
              data-rotation="desktop"
              data-index={desktop.index}
              css={{ ...messageStyles, ...desktopOnly }}
              style={{ opacity: desktop.visible ? 1 : 0 }}
            >
              {desktopMessages[desktop.index]}
            </span>
            <span
              data-rotation="mobile"
              data-index={mobile.index}
              css={{ ...messageStyles, ...mobileOnly }}
              style={{ opacity: mobile.visible ? 1 : 0 }}
            >
              {mobileMessages[mobile.index]}
            </span>
          </span>{' '}
          {content.hideOffersText ? (
            <VisuallyHidden> (see all offers)</VisuallyHidden>
          ) : (
            <span
              data-offers-text=""
              css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space[1], textDecoration: 'underline' }}
            >
              <VisuallyHidden>see all</VisuallyHidden> Offers
              <Icon name="plus" size="sm" />
            </span>
          )}
        </button>
        {canRotate ? (
          // The APG carousel's rotation control: its label says what a press does ("Pause"/"Play"), so it carries
          // no aria-pressed (a toggle whose name also flips reads as "Play, pressed": two changes for one state).
          <button
            type="button"
            css={pauseStyles}
            onClick={() => setUserPaused((paused) => !paused)}
            data-rotation-toggle=""
          >
            {userPaused ? 'Play' : 'Pause'} <VisuallyHidden>offer messages</VisuallyHidden>
          </button>
        ) : null}
      </div>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <OffersDrawer banners={banners} open={open} onOpenChange={setOpen} onAccountDrawer={openAccountDrawer} />
        </Suspense>
      ) : null}
    </section>
  );
}
