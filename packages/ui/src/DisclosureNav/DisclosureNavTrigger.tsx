import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import {
  DISCLOSURE_ATTRIBUTES as A,
  DISCLOSURE_OPEN_EVENT,
  NAV_HOVER_CLOSE_DELAY_MS,
  NAV_HOVER_OPEN_DELAY_MS,
} from './attributes';
import { TopLink, type DisclosureNavTone } from './DisclosureNav';

export interface DisclosureNavTriggerProps {
  /** The entry's name: the link's text; the button is named "{label}, more" unless `buttonLabel` says otherwise. */
  label: ReactNode;
  /** The entry's own page: a real link, the way in without JavaScript. */
  href: string;
  /** The id of the panel it shows (`MegaMenuPanel`'s `id`). */
  panelId: string;
  /** Accessible name of the disclosure button. Default `More {label}` when `label` is a string. */
  buttonLabel?: string;
  tone?: DisclosureNavTone;
  /** Hover: opens after this long. Default 150 ms. */
  openDelayMs?: number;
  /** Hover: closes this long after the pointer left the entry and its panel. Default 200 ms. */
  closeDelayMs?: number;
  /** Told whenever the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const Group = styled.span({ display: 'inline-flex', alignItems: 'stretch' });

const ToggleButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: theme.sizes.control.md,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '& svg': { transition: `transform ${theme.durations.fast} ${theme.easings.standard}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
});

/** The nav's top-level links and buttons, without those of entries not shown at this width (`display: none`). */
const controlsOf = (nav: Element | null) =>
  nav
    ? Array.from(nav.querySelectorAll<HTMLElement>(`[${A.control}]`)).filter((control) => {
        const item = control.closest<HTMLElement>(`[${A.item}]`);
        return !item || getComputedStyle(item).display !== 'none';
      })
    : [];

/**
 * ArrowLeft/ArrowRight (wrapping at the ends, as the APG disclosure navigation example's top-level entries do) and
 * Home/End from `current` to another top-level control of `nav`. Prevents the key's default when it moved focus.
 */
function moveFocusAmongEntries(
  nav: Element | null,
  current: HTMLElement,
  event: Pick<globalThis.KeyboardEvent, 'key' | 'preventDefault'>,
) {
  const controls = controlsOf(nav);
  const index = controls.indexOf(current);
  if (index < 0) return false;
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowRight') next = controls[(index + 1) % controls.length];
  else if (event.key === 'ArrowLeft') next = controls[(index - 1 + controls.length) % controls.length];
  else if (event.key === 'Home') next = controls[0];
  else if (event.key === 'End') next = controls[controls.length - 1];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/**
 * A top-level entry of `DisclosureNav` with a panel: its link and the disclosure button (`aria-expanded`,
 * `aria-controls`). Enter or Space on the button toggles the panel; Escape inside the entry closes it and returns focus
 * to the button; focus leaving the entry or a click outside closes it; ArrowLeft/ArrowRight (wrapping at the ends)/Home/End move
 * between the top-level entries and ArrowDown on an open button moves into the panel. With a mouse, hovering the entry opens it
 * after `openDelayMs` and leaving it (and its panel) closes it after `closeDelayMs`. Opening one entry closes the
 * others. The open state is written to the DOM (`data-open` on the item and on the nav), which is all the CSS needs.
 */
export function DisclosureNavTrigger({
  label,
  href,
  panelId,
  buttonLabel,
  tone = 'default',
  openDelayMs = NAV_HOVER_OPEN_DELAY_MS,
  closeDelayMs = NAV_HOVER_CLOSE_DELAY_MS,
  onOpenChange,
}: DisclosureNavTriggerProps) {
  const [open, setOpen] = useState(false);
  /** Open because the pointer rests on it: a click then keeps the panel open instead of closing what it came for. */
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const later = (ms: number, next: boolean) => {
    clearTimer();
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const item = () => buttonRef.current?.closest<HTMLElement>(`[${A.item}]`) ?? null;
  const nav = () => buttonRef.current?.closest<HTMLElement>(`[${A.nav}]`) ?? null;

  // The DOM state the CSS reads, and the other triggers told.
  const mounted = useRef(false);
  useEffect(() => {
    const entry = item();
    const bar = nav();
    if (entry) entry.setAttribute(A.open, String(open));
    if (bar) {
      if (open) {
        bar.setAttribute(A.open, panelId);
        bar.dispatchEvent(new CustomEvent(DISCLOSURE_OPEN_EVENT, { detail: panelId }));
      } else if (bar.getAttribute(A.open) === panelId) bar.removeAttribute(A.open);
    }
    if (mounted.current) onOpenChangeRef.current?.(open);
    mounted.current = true;
  }, [open, panelId]);

  // Hover, Escape, focus leaving, clicks on links, other entries opening: all on the item and nav, found in the DOM.
  useEffect(() => {
    const entry = item();
    const bar = nav();
    if (!entry) return undefined;
    entry.setAttribute(A.enhanced, 'true');
    // The pointer that woke this trigger (an island hydrating on hover) is already over it: no second wait.
    // A click that arrived before hydration is replayed after this: it keeps the panel open.
    if (entry.matches(':hover')) {
      openedByHover.current = true;
      setOpen(true);
    }
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimer();
      timer.current = setTimeout(() => {
        openedByHover.current = true;
        setOpen(true);
      }, openDelayMs);
    };
    const leave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      later(closeDelayMs, false);
    };
    const keydown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimer();
      setOpen((current) => {
        if (current) buttonRef.current?.focus();
        return false;
      });
    };
    const focusout = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && entry.contains(next)) return;
      if (next === null) return; // focus went to the page itself (a click on nothing focusable): the click rule decides
      clearTimer();
      setOpen(false);
    };
    const click = (event: MouseEvent) => {
      // A link in the panel navigates: the menu closes (a route change closes the menus).
      if (event.target instanceof Element && event.target.closest(`[${A.panel}] a[href]`)) {
        clearTimer();
        setOpen(false);
      }
    };
    const otherOpened = (event: Event) => {
      if ((event as CustomEvent<string>).detail === panelId) return;
      clearTimer();
      setOpen(false);
    };
    // The plain top-level links (entries without a panel) are static HTML with no handler of their own: the nav's
    // triggers move focus from them too, or the arrows would stop at such a link (the last entry is often one). The
    // first trigger's listener that moves focus prevents the default; the others see that and leave the key alone.
    const plainLinkKeys = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || !(target instanceof HTMLElement) || !target.hasAttribute(A.control)) return;
      moveFocusAmongEntries(bar, target, event);
    };
    bar?.addEventListener('keydown', plainLinkKeys);
    entry.addEventListener('pointerenter', enter);
    entry.addEventListener('pointerleave', leave);
    entry.addEventListener('keydown', keydown);
    entry.addEventListener('focusout', focusout);
    entry.addEventListener('click', click);
    bar?.addEventListener(DISCLOSURE_OPEN_EVENT, otherOpened);
    return () => {
      clearTimer();
      entry.removeEventListener('pointerenter', enter);
      entry.removeEventListener('pointerleave', leave);
      entry.removeEventListener('keydown', keydown);
      entry.removeEventListener('focusout', focusout);
      entry.removeEventListener('click', click);
      bar?.removeEventListener(DISCLOSURE_OPEN_EVENT, otherOpened);
      bar?.removeEventListener('keydown', plainLinkKeys);
    };
    // The delays and ids are fixed for an entry's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panelId]);

  // A press anywhere outside the entry closes it.
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      const entry = item();
      if (entry && event.target instanceof Node && !entry.contains(event.target)) {
        clearTimer();
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const moveAmongEntries = useCallback(
    (event: KeyboardEvent<HTMLElement>) => moveFocusAmongEntries(nav(), event.currentTarget, event),
    [],
  );

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (moveAmongEntries(event)) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      clearTimer();
      setOpen(true);
      // The panel shows on this commit; focus its first link after it.
      requestAnimationFrame(() =>
        document.getElementById(panelId)?.querySelector<HTMLElement>('a[href], button')?.focus(),
      );
    }
  };

  const name = buttonLabel ?? (typeof label === 'string' ? `More ${label}` : 'More');
  return (
    <Group>
      <TopLink href={href} tone={tone} onKeyDown={moveAmongEntries} {...{ [A.control]: '' }}>
        {label}
      </TopLink>
      <ToggleButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name}
        onClick={() => {
          clearTimer();
          const keep = openedByHover.current;
          openedByHover.current = false;
          setOpen((current) => keep || !current);
        }}
        onKeyDown={onButtonKeyDown}
        {...{ [A.control]: '' }}
      >
        <Icon name="chevron-down" size="sm" />
      </ToggleButton>
    </Group>
  );
}
