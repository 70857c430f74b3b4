import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Drawer } from '../Drawer/Drawer';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Where a search form is shown: in the header (`popover` results) or in the full-screen drawer (`inline`). */
export interface SearchPanelSurface {
  variant: 'popover' | 'inline';
  /** The drawer's input (it gets focus once the drawer has opened). */
  inputRef?: (input: HTMLInputElement | null) => void;
  /** Closes the drawer: the form calls it once a search or a choice leaves the page. */
  onDone?: () => void;
  /** The drawer's form starts with this: what was typed in the plain form before the code had loaded. */
  typed?: string | undefined;
}

export interface SearchPanelProps {
  /** Its words: the search's name (the mobile button, the drawer's title), the input's placeholder, the close button. */
  text: { label: string; placeholder: string; close: string };
  /** Where the plain form (no JavaScript) submits its `q`, and its hidden fields. */
  action: string;
  hiddenFields?: ReactNode;
  /** After the drawer opens, its input gets focus this much later (the drawer's entrance has begun). */
  focusDelayMs?: number;
  /** The search form of a surface (a `SearchCombobox` in a `<form role="search">`). */
  renderForm: (surface: SearchPanelSurface) => ReactNode;
}

/**
 * A header's search. 992 px and wider: the form of `renderForm` in the header. Smaller screens: a search button that
 * opens a full-screen drawer with the same form; without JavaScript the button is a `<summary>` that unfolds a plain
 * GET form (`action`, an input named `q`), so search works everywhere. Before hydration an islands runtime opens that
 * form at once on a tap (the summary's `data-opens-natively`); once hydrated, a form opened so moves into the drawer
 * with its text, and the drawer gives focus back to the search button when it closes.
 */
export function SearchPanel({ text, action, hiddenFields, focusDelayMs = 100, renderForm }: SearchPanelProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [focusDelayPassed, setFocusDelayPassed] = useState(false);
  // State, not a ref: the drawer's code loads on first open, and its input may mount after the delay has passed.
  const [drawerInput, setDrawerInput] = useState<HTMLInputElement | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const opener = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const openDrawer = (open: boolean) => {
    setDrawerOpen(open);
    if (!open) setTyped(undefined);
  };

  useEffect(() => {
    setReady(true);
    // Opened before this code had loaded: the shopper carries on in the drawer, with the suggestions.
    if (!details.current?.open) return;
    setTyped(details.current.querySelector<HTMLInputElement>('input[name="q"]')?.value ?? '');
    setDrawerOpen(true);
  }, []);

  useEffect(() => {
    setFocusDelayPassed(false);
    if (!drawerOpen) return;
    const timer = setTimeout(() => setFocusDelayPassed(true), focusDelayMs);
    return () => clearTimeout(timer);
  }, [drawerOpen, focusDelayMs]);

  useEffect(() => {
    // After the dialog's own initial focus (the dialog itself, so a key pressed meanwhile presses no button): the
    // search surface is for typing.
    if (!drawerOpen || !focusDelayPassed || !drawerInput) return;
    drawerInput.focus();
    if (details.current) details.current.open = false; // the plain form, once its text is in the drawer's
  }, [drawerOpen, focusDelayPassed, drawerInput]);

  return (
    <div css={rootStyles} data-header-search="">
      <div css={desktopOnly}>{renderForm({ variant: 'popover' })}</div>
      <details css={mobileOnly} ref={details}>
        <summary
          css={mobileTrigger}
          ref={opener}
          // With JavaScript it opens a modal dialog (the drawer), and says so; before, its details' state is its own.
          aria-haspopup="dialog"
          {...(ready ? { 'aria-expanded': drawerOpen } : {})}
          data-opens-natively=""
          onClick={(event) => {
            event.preventDefault();
            setDrawerOpen(true);
          }}
        >
          <Icon name="search" size="lg" />
          <VisuallyHidden>{text.label}</VisuallyHidden>
        </summary>
        {/* Without JavaScript the summary unfolds this plain form. */}
        <form role="search" action={action} method="get" css={fallbackForm}>
          {hiddenFields}
          <input type="search" name="q" aria-label={text.label} placeholder={text.placeholder} css={fallbackInput} />
          <button type="submit" css={searchSubmitButtonStyles}>
            {text.label}
          </button>
        </form>
      </details>
      <Drawer
        open={drawerOpen}
        onOpenChange={openDrawer}
        returnFocusRef={opener}
        title={text.label}
        size="full"
        placement="right"
        closeLabel={text.close}
        initialFocus="dialog"
      >
        {renderForm({ variant: 'inline', inputRef: setDrawerInput, onDone: () => openDrawer(false), typed })}
      </Drawer>
    </div>
  );
}

const { space, sizes, colors, radii, mq, fontWeights } = theme;

/** The search forms' submit button (the arrow beside the input, the plain form's Search). */
export const searchSubmitButtonStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: sizes.control.md,
  minHeight: sizes.control.md,
  padding: `0 ${space[3]}`,
  border: 0,
  borderRadius: radii.md,
  background: colors.brand,
  color: colors.text.inverse,
  font: 'inherit',
  fontWeight: fontWeights.semibold,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
});

const rootStyles = css({ display: 'flex', alignItems: 'center', minWidth: 0, flex: '1 1 auto' });
const desktopOnly = css({ display: 'none', width: '100%', maxWidth: '40rem', [mq.up('lg')]: { display: 'block' } });
const mobileOnly = css({ display: 'block', [mq.up('lg')]: { display: 'none' } });
const mobileTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: sizes.control.md,
  height: sizes.control.md,
  listStyle: 'none',
  cursor: 'pointer',
  borderRadius: radii.md,
  color: colors.text.primary,
  '&::-webkit-details-marker': { display: 'none' },
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
});
const fallbackForm = css({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  gap: space[2],
  padding: space[3],
  background: colors.background.page,
  borderBottom: `1px solid ${colors.border.subtle}`,
});
const fallbackInput = css({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: sizes.control.md,
  padding: `0 ${space[3]}`,
  border: `1px solid ${colors.border.strong}`,
  borderRadius: radii.md,
  font: 'inherit',
});
