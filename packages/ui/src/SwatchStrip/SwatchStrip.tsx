import styled from '@emotion/styled';
import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from 'framer-motion';
import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Width (px) swatch images are requested and drawn at (docs/behaviour/product-tile.md#swatches). */
export const swatchImageWidth = 48;

export interface Swatch {
  id: string;
  /** Colour name: the swatch's accessible name. */
  name: string;
  /** Swatch image URL (built by the caller at `swatchImageWidth`); a neutral dot without it. */
  swatchUrl?: string;
  /** False marks the swatch unavailable (still selectable, to see the colour). Default true. */
  orderable?: boolean;
}

export interface SwatchStripProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  swatches: readonly Swatch[];
  /** Selected colour id (controlled). */
  value?: string;
  /** Initially selected colour id (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Accessible name of the radio group; default "Colour". */
  label?: string;
  /** Appended to an unavailable swatch's name; default "unavailable". */
  unavailableLabel?: string;
}

const Viewport = styled('div', { shouldForwardProp: withoutProps('fadeStart', 'fadeEnd') })<{
  fadeStart: boolean;
  fadeEnd: boolean;
}>(({ fadeStart, fadeEnd }) => {
  const edge = theme.space[6];
  const start = fadeStart ? `transparent 0, ${theme.colors.black} ${edge}` : `${theme.colors.black} 0`;
  const end = fadeEnd ? `${theme.colors.black} calc(100% - ${edge}), transparent 100%` : `${theme.colors.black} 100%`;
  const mask = fadeStart || fadeEnd ? `linear-gradient(to right, ${start}, ${end})` : undefined;
  return {
    overflow: 'hidden',
    // Fading edges where there is more to scroll to (CSS mask, so any background shows through).
    maskImage: mask,
    WebkitMaskImage: mask,
    cursor: fadeStart || fadeEnd ? 'grab' : undefined,
    '&:active': { cursor: fadeStart || fadeEnd ? 'grabbing' : undefined },
  };
});

const Track = styled.div({
  display: 'flex',
  gap: theme.space[1],
  // Room for the focus/selection ring inside the clipped viewport.
  padding: theme.space[1],
  touchAction: 'pan-y pinch-zoom',
});

const SwatchButton = styled.button({
  flex: '0 0 auto',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.space[10],
  height: theme.space[10],
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: theme.radii.full,
  background: 'transparent',
  cursor: 'pointer',
  '&[aria-checked="true"]': { borderColor: theme.colors.gray[900] },
  [theme.mq.hover]: { '&:hover:not([aria-checked="true"])': { borderColor: theme.colors.border.strong } },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '1px' },
  // Unavailable: a diagonal stroke across the swatch.
  '&[data-unavailable]::after': {
    content: '""',
    position: 'absolute',
    inset: theme.space[1],
    borderRadius: theme.radii.full,
    background: `linear-gradient(to top right, transparent calc(50% - 1px), ${theme.colors.gray[700]} calc(50% - 1px), ${theme.colors.gray[700]} calc(50% + 1px), transparent calc(50% + 1px))`,
    pointerEvents: 'none',
  },
});

const SwatchImage = styled.img({
  display: 'block',
  width: theme.space[8],
  height: theme.space[8],
  borderRadius: theme.radii.full,
  objectFit: 'cover',
  border: `1px solid ${theme.colors.border.subtle}`,
  background: theme.colors.gray[200],
  pointerEvents: 'none',
  WebkitUserSelect: 'none',
  userSelect: 'none',
});

const EmptySwatch = SwatchImage.withComponent('span');

/**
 * Colour swatches as a radio group (arrow keys move and select, Home/End jump, one tab stop)
 * in an embla strip you can drag or scroll (free-scrolling, no snapping), with fading edges on
 * the sides that have more swatches. Unavailable swatches are struck through and announced.
 */
export function SwatchStrip({
  swatches,
  value,
  defaultValue,
  onValueChange,
  label = 'Colour',
  unavailableLabel = 'unavailable',
  ...rest
}: SwatchStripProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const reduceMotion = useReducedMotion() ?? false;
  const [viewportRef, api] = useEmblaCarousel({ dragFree: true, containScroll: 'trimSnaps', align: 'start' });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [fade, setFade] = useState({ start: false, end: false });

  const syncFade = useCallback((embla: NonNullable<typeof api>) => {
    const scrollable = embla.scrollSnapList().length > 1;
    const progress = embla.scrollProgress();
    setFade((current) => {
      const next = { start: scrollable && progress > 0.01, end: scrollable && progress < 0.99 };
      return current.start === next.start && current.end === next.end ? current : next;
    });
  }, []);

  useEffect(() => {
    if (!api) return;
    syncFade(api);
    api.on('scroll', syncFade).on('reInit', syncFade).on('resize', syncFade).on('settle', syncFade);
    return () => {
      api.off('scroll', syncFade).off('reInit', syncFade).off('resize', syncFade).off('settle', syncFade);
    };
  }, [api, syncFade]);

  const select = (id: string) => {
    if (value === undefined) setUncontrolled(id);
    if (id !== selected) onValueChange?.(id);
  };

  /** Scrolls the strip so the swatch is visible (the snap that holds it). */
  const reveal = (index: number) => {
    if (!api) return;
    const registry = api.internalEngine?.().slideRegistry;
    const snap = registry ? registry.findIndex((group) => group.includes(index)) : index;
    api.scrollTo(snap >= 0 ? snap : index, reduceMotion);
  };

  const selectedIndex = swatches.findIndex((swatch) => swatch.id === selected);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = swatches.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    const swatch = swatches[next];
    if (!swatch) return;
    select(swatch.id);
    // preventScroll: the browser must not scroll embla's clipped viewport behind its back.
    buttons.current[next]?.focus({ preventScroll: true });
    reveal(next);
  };

  if (swatches.length === 0) return null;

  return (
    <div {...rest}>
      <Viewport
        ref={viewportRef}
        fadeStart={fade.start}
        fadeEnd={fade.end}
        data-fade-start={fade.start || undefined}
        data-fade-end={fade.end || undefined}
      >
        <Track role="radiogroup" aria-label={label}>
          {swatches.map((swatch, index) => {
            const unavailable = swatch.orderable === false;
            const checked = index === selectedIndex;
            return (
              <SwatchButton
                key={swatch.id}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={index === tabStop ? 0 : -1}
                data-swatch-id={swatch.id}
                data-unavailable={unavailable || undefined}
                title={swatch.name}
                onClick={() => select(swatch.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {swatch.swatchUrl ? (
                  <SwatchImage
                    src={swatch.swatchUrl}
                    alt=""
                    width={swatchImageWidth}
                    height={swatchImageWidth}
                    loading="lazy"
                    draggable={false}
                  />
                ) : (
                  <EmptySwatch aria-hidden="true" />
                )}
                <VisuallyHidden>{unavailable ? `${swatch.name}, ${unavailableLabel}` : swatch.name}</VisuallyHidden>
              </SwatchButton>
            );
          })}
        </Track>
      </Viewport>
    </div>
  );
}
