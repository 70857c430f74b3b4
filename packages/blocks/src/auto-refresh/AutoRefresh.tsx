import type { CSSObject } from '@emotion/react';
import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { VisuallyHidden, theme } from '@ridgeline/ui';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { formatCountdown, refreshUrl, resolveTimeZone, validateRefreshDate } from './refreshDate';
import type { AutoRefreshContent } from './types';

export type AutoRefreshProps = BlockProps<AutoRefreshContent>;

/** Navigates to the refresh URL. Default: `window.location.assign(url)`. */
export type AutoRefreshNavigate = (url: string) => void;

const defaultNavigate: AutoRefreshNavigate = (url) => window.location.assign(url);
const NavigateContext = createContext<AutoRefreshNavigate>(defaultNavigate);

/** Replaces how the auto-refresh block reloads the page (tests, stories, hosts without a real `location`). */
export function AutoRefreshNavigationProvider({
  navigate,
  children,
}: {
  navigate: AutoRefreshNavigate;
  children?: ReactNode;
}) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

const cardStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  margin: 0,
  padding: theme.space[4],
  border: `1px solid ${theme.colors.status.info.base}`,
  borderRadius: theme.radii.md,
  background: theme.colors.status.info.subtle,
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.sm,
};

const titleStyles: CSSObject = { margin: 0, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.sm };
const timerStyles: CSSObject = {
  fontFamily: theme.fonts.mono,
  fontSize: theme.fontSizes.xl,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.status.info.base,
};
const errorStyles: CSSObject = { margin: 0, color: theme.colors.status.error.base, fontWeight: theme.fontWeights.bold };

function formatInstant(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(instant);
}

/**
 * Preview-only block: counts down to `refreshDateTime` every second and, at zero, reloads the page
 * with `vse-timestamp={refresh instant in epoch ms}` (so the preview shows content as of that time).
 * Renders nothing unless `RenderContext.mode` is `'preview'` (production and development: nothing).
 *
 * The clock starts after mount, so server and client markup match: the server (and the first client
 * render) show the target time without a countdown; invalid dates show their message at once.
 */
export function AutoRefresh({ content, rootProps }: AutoRefreshProps) {
  const { mode } = useRenderContext();
  const navigate = useContext(NavigateContext);
  const [now, setNow] = useState<number | null>(null);
  /** Once counting has started, reaching the instant reloads instead of reporting a past date. */
  const counting = useRef(false);
  const reloaded = useRef(false);
  const preview = mode === 'preview';
  const timezone = content.refreshSettings?.timezone;
  const timeZone = resolveTimeZone(timezone);
  // Format errors do not depend on the clock; validating against -Infinity leaves only those.
  const parsed = validateRefreshDate(content.refreshDateTime, timezone, Number.NEGATIVE_INFINITY);
  const target = parsed.ok ? parsed.instant : undefined;
  if (target !== undefined && now !== null && target > now) counting.current = true;
  const reached = target !== undefined && now !== null && target <= now && counting.current;
  const result = now === null || reached ? parsed : validateRefreshDate(content.refreshDateTime, timezone, now);

  useEffect(() => {
    if (!preview) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [preview]);

  useEffect(() => {
    if (!preview || !reached || reloaded.current || target === undefined) return;
    reloaded.current = true;
    navigate(refreshUrl(window.location.href, target));
  }, [preview, reached, target, navigate]);

  if (!preview) return null;

  return (
    <aside {...rootProps} aria-label="Auto-refresh" css={cardStyles}>
      <p css={titleStyles}>Auto-refresh (preview only)</p>
      {result.ok && target !== undefined ? (
        <>
          <p css={{ margin: 0 }}>
            Reloads at {formatInstant(target, timeZone)} ({timeZone})
          </p>
          {now !== null ? (
            <>
              <div
                role="timer"
                aria-live="off"
                aria-atomic="true"
                aria-label="Time until the page reloads"
                css={timerStyles}
              >
                {formatCountdown(target - now)}
              </div>
              <VisuallyHidden>
                The page reloads automatically at {formatInstant(target, timeZone)} ({timeZone}).
              </VisuallyHidden>
            </>
          ) : null}
        </>
      ) : (
        <p css={errorStyles}>{result.ok ? null : result.error}</p>
      )}
    </aside>
  );
}
