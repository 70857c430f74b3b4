import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { theme } from '../theme';
import { nextSticky } from './stickyHysteresis';

export interface StickyBuyBarProps {
  /** The product's name: the bar's text and the name of its region. */
  name: string;
  /** The buy box's button words ('Add to Bag'); its 'Out of stock' is read from the button itself. */
  addToBagLabel: string;
  /** The disclosure button's words ('More'). */
  moreLabel: string;
  /** The buy box's Add to Bag button: the bar shows once it has scrolled out of view and stands in for it. */
  target?: string;
  /** Whose bottom edge is the top line (the sticky header); none there: the viewport's top. */
  under?: string;
  /** The page's detail sections the More button lists (each with its id in `data-accordion` and a `summary`). */
  sections?: string;
}

interface Section {
  id: string;
  title: string;
}

const Bar = styled.section({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndices.header,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  padding: `${theme.space[3]} ${theme.space[4]}`,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  borderTop: `1px solid ${theme.colors.border.default}`,
  boxShadow: theme.shadows.lg,
  transform: 'translateY(100%)',
  visibility: 'hidden',
  transition: `transform ${theme.durations.normal} ${theme.easings.standard}, visibility 0s linear ${theme.durations.normal}`,
  '&[data-shown]': { transform: 'none', visibility: 'visible', transition: `transform ${theme.durations.normal}` },
  [theme.mq.reducedMotion]: { transition: 'none', '&[data-shown]': { transition: 'none' } },
  [theme.mq.up('md')]: { display: 'none' },
});
const Name = styled.p({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontWeight: theme.fontWeights.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Panel = styled.ul({
  position: 'absolute',
  insetInline: 0,
  bottom: '100%',
  margin: 0,
  padding: `${theme.space[2]} ${theme.space[4]}`,
  listStyle: 'none',
  background: theme.colors.background.page,
  borderTop: `1px solid ${theme.colors.border.default}`,
  '& a': { display: 'block', padding: `${theme.space[3]} 0`, color: theme.colors.text.primary },
  '&[hidden]': { display: 'none' },
});

const DEFAULT_TARGET = '[data-product-detail] form button[type="submit"]';

/** The first choice still to make (a variation group without a current value), else the first group. */
function firstOpenChoice(root: ParentNode): HTMLElement | null {
  const groups = Array.from(root.querySelectorAll<HTMLElement>('[data-variation-selector]'));
  return groups.find((group) => !group.querySelector('[aria-current="true"]')) ?? groups[0] ?? null;
}

/**
 * A phone's sticky add-to-bag bar (docs/behaviour/product-page.md#sticky-add-to-bag-bar): once the buy box's Add to
 * Bag button has scrolled out above the sticky header it slides up from the bottom with the product's name, a More
 * button and Add to Bag; it leaves once the button is back (enter 5 px, exit 30 px: `stickyHysteresis.ts`). Add to Bag
 * clicks the buy box's own button (the same form and intent; before the buy box has hydrated the click is held and
 * replayed), or, while a choice is missing, scrolls to that choice and focuses it. More discloses links to the page's
 * detail sections. While shown the page gets bottom padding of the bar's height, so it covers no content. Hidden
 * from 768 px up; without JavaScript it never shows.
 */
export function StickyBuyBar({
  name,
  addToBagLabel,
  moreLabel,
  target = DEFAULT_TARGET,
  under = '[data-site-header]',
  sections: sectionsSelector = '[data-product-accordions] [data-accordion]',
}: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);
  const [button, setButton] = useState<{ label: string; disabled: boolean }>({ label: addToBagLabel, disabled: false });
  const [open, setOpen] = useState(false);
  const [sections, setSections] = useState<readonly Section[]>([]);
  const bar = useRef<HTMLElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    let current = false;
    const check = () => {
      const watched = document.querySelector<HTMLButtonElement>(target);
      if (!watched) return;
      const line = Math.max(0, document.querySelector(under)?.getBoundingClientRect().bottom ?? 0);
      current = nextSticky(current, line - watched.getBoundingClientRect().bottom);
      setShown(current);
      const next = { label: watched.textContent?.trim() || addToBagLabel, disabled: watched.disabled };
      setButton((was) => (was.label === next.label && was.disabled === next.disabled ? was : next));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [target, under, addToBagLabel]);

  useEffect(() => {
    if (!shown) return setOpen(false);
    setSections(
      Array.from(document.querySelectorAll<HTMLElement>(sectionsSelector)).flatMap((section) => {
        const id = section.dataset.accordion;
        const title = section.querySelector('summary')?.textContent?.trim();
        return id && title ? [{ id, title }] : [];
      }),
    );
    const { body } = document;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = `${bar.current?.offsetHeight ?? 0}px`;
    return () => {
      body.style.paddingBottom = before;
    };
  }, [shown, sectionsSelector]);

  const addToBag = useCallback(() => {
    const watched = document.querySelector<HTMLButtonElement>(target);
    if (!watched || watched.disabled) return;
    const pid = watched.form?.querySelector<HTMLInputElement>('input[name="pid"]');
    if (pid && pid.value === '') {
      const choice = firstOpenChoice(watched.closest('[data-product-detail]') ?? document);
      const first = choice?.querySelector<HTMLElement>('a[href]:not([data-unavailable])') ?? choice?.querySelector('a');
      choice?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
      return;
    }
    watched.click();
  }, [target]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    more.current?.focus();
  };

  return (
    <Bar ref={bar} aria-label={name} data-sticky-buy-bar="" data-shown={shown || undefined} onKeyDown={onKeyDown}>
      <Name>{name}</Name>
      {sections.length > 0 ? (
        <>
          <Button
            ref={more}
            variant="outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {moreLabel}
          </Button>
          <Panel id={panelId} hidden={!open}>
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={() => {
                    document
                      .querySelector<HTMLDetailsElement>(`[data-accordion="${CSS.escape(section.id)}"]`)
                      ?.setAttribute('open', '');
                    setOpen(false);
                  }}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </Panel>
        </>
      ) : null}
      <Button onClick={addToBag} disabled={button.disabled} data-sticky-add="">
        {button.label}
      </Button>
    </Bar>
  );
}
