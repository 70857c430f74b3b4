import type { SlotWidths } from '../Image/sizes';
import { breakpoints, type Breakpoint } from '../theme/tokens';
import type { SlideWidths } from './Carousel';

const SCALABLE = /^(\d+(?:\.\d+)?)(vw|px)$/;

/** The value in force at a breakpoint: its own, else the nearest narrower one's, else `base`. */
function at<T extends string>(
  widths: { base: T } & Partial<Record<Breakpoint, T>>,
  breakpoint: Breakpoint | 'base',
): T {
  if (breakpoint === 'base') return widths.base;
  const narrowerOrEqual = (Object.keys(breakpoints) as Breakpoint[])
    .filter((bp) => breakpoints[bp] <= breakpoints[breakpoint] && widths[bp] !== undefined)
    .sort((a, b) => breakpoints[b] - breakpoints[a]);
  return narrowerOrEqual.length > 0 ? widths[narrowerOrEqual[0]!]! : widths.base;
}

/**
 * How wide one slide is per breakpoint, for `imageSizes` on the image a slide holds: each slide's share
 * (`slideWidths`, the Carousel prop) of the carousel's own width (`carouselWidths`, in `vw` or `px`;
 * the whole viewport by default). Rounded up (to 0.1 vw, to the px) so the image is never short of its slot.
 */
export function slideSlotWidths(slideWidths: SlideWidths, carouselWidths: SlotWidths = { base: '100vw' }): SlotWidths {
  const keys = (Object.keys(breakpoints) as Breakpoint[]).filter(
    (bp) => slideWidths[bp] !== undefined || carouselWidths[bp] !== undefined,
  );
  const slotAt = (breakpoint: Breakpoint | 'base') => {
    const share = Number.parseFloat(at(slideWidths, breakpoint)) / 100;
    const carousel = at(carouselWidths, breakpoint);
    const match = SCALABLE.exec(carousel.trim());
    if (!match || !(share > 0))
      throw new TypeError(
        `slideSlotWidths: cannot scale "${carousel}" by "${at(slideWidths, breakpoint)}" (give the carousel's width in vw or px, slides in %).`,
      );
    const value = Number(match[1]) * share;
    return match[2] === 'px' ? `${Math.ceil(value - 1e-9)}px` : `${Math.ceil(value * 10 - 1e-9) / 10}vw`;
  };
  const slots: SlotWidths = { base: slotAt('base') };
  for (const breakpoint of keys) slots[breakpoint] = slotAt(breakpoint);
  return slots;
}
