import { css } from '@emotion/react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** One choice of the popup. `id` is unique across all groups. */
export interface SearchComboboxOption {
  id: string;
  /** The visible text and the option's accessible name. */
  label: string;
  /** What the input holds after the option is chosen (default: `label`). */
  value?: string;
  /** A second, quieter line (a parent category, a price). */
  description?: string;
  /** A thumbnail (grid groups show it above the label). `alt` may be `""`: the label names the option. */
  image?: { src: string; alt: string };
  /** Choosing it keeps the popup open (a corrected search term whose own results follow). */
  keepsOpen?: boolean;
}

/** A labelled set of options. `grid` lays them out in 2 columns, 4 from the desktop breakpoint (product tiles). */
export interface SearchComboboxGroup {
  id: string;
  label: string;
  /** Keep the label for assistive technology only (e.g. a one-option "did you mean" group). */
  hideLabel?: boolean;
  layout?: 'list' | 'grid';
  options: readonly SearchComboboxOption[];
}

/** A note shown in the popup under the options (an empty result, an error). */
export interface SearchComboboxMessage {
  text: string;
  tone?: 'neutral' | 'error';
}

export interface SearchComboboxProps {
  /** The input's accessible name (a visually hidden `<label>`). */
  label: string;
  /** The input's form field name. Default `q`. */
  name?: string;
  /** The input's text: its first value, and any later change made from outside (a suggestion put in). */
  value: string;
  onValueChange: (value: string) => void;
  /** The options, in the order the arrow keys visit them. Empty groups are not shown. */
  groups: readonly SearchComboboxGroup[];
  /** An option was chosen (Enter on the active option, or a click). */
  onSelect: (option: SearchComboboxOption, group: SearchComboboxGroup) => void;
  /** Shown under the options; the popup opens for it even with no option. */
  message?: SearchComboboxMessage;
  /** Text of the polite live region (loading, result counts, messages). Rendered from the server on, empty. */
  status?: string;
  /** The results are loading: the listbox is marked busy. */
  loading?: boolean;
  placeholder?: string;
  /** Accessible name of the clear button (shown while the input has text). Default "Clear search". */
  clearLabel?: string;
  /** After the clear button emptied the input (focus is back in the input). */
  onClear?: () => void;
  /**
   * `popover`: the popup floats under the input (desktop header). `inline`: it takes its place in the flow under the
   * input (a full-screen drawer).
   */
  variant?: 'popover' | 'inline';
  /** Beside the input on its row, after the clear button (e.g. the form's submit button). */
  endAddon?: ReactNode;
  /** Extra content at the end of the popup, outside the listbox (e.g. a "view all results" link). */
  footer?: ReactNode;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Open the popup when the input gets focus (when there is something to show). Default true. */
  openOnFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's id (default generated). */
  id?: string;
  className?: string;
}

interface FlatOption {
  option: SearchComboboxOption;
  group: SearchComboboxGroup;
}

const valueOf = (item: FlatOption | null) => (item ? (item.option.value ?? item.option.label) : '');

/**
 * Choosing an option is the caller's to act on; Downshift must not put the option's text into the input on blur
 * (search boxes do not select on Tab) nor keep a selection (the same option can be chosen twice).
 *
 * `inline` (a full-screen drawer): the results are the drawer's content, not a popup over the page, so Tab from the
 * input keeps them (the clear and submit buttons and the footer's link come next) and Escape on a closed list never
 * empties the input (it is left to close the drawer). Closing the list on blur would also remove the focused
 * element's neighbours mid-Tab, and a dialog's focus trap then pulls focus back to the dialog itself.
 */
function stateReducerFor(variant: 'popover' | 'inline') {
  return function stateReducer(
    state: UseComboboxState<FlatOption>,
    { type, changes }: UseComboboxStateChangeOptions<FlatOption>,
  ) {
    if (type === useCombobox.stateChangeTypes.InputBlur) {
      return {
        ...changes,
        selectedItem: state.selectedItem,
        inputValue: state.inputValue,
        ...(variant === 'inline' ? { isOpen: state.isOpen, highlightedIndex: -1 } : {}),
      };
    }
    if (variant === 'inline' && type === useCombobox.stateChangeTypes.InputKeyDownEscape && !state.isOpen) {
      return { ...changes, inputValue: state.inputValue };
    }
    return baseStateReducer(state, { type, changes });
  };
}

function baseStateReducer(
  state: UseComboboxState<FlatOption>,
  { type, changes }: Pick<UseComboboxStateChangeOptions<FlatOption>, 'type' | 'changes'>,
) {
  // A click into the input never closes the popup (focus has just opened it; Downshift would toggle it shut).
  if (type === useCombobox.stateChangeTypes.InputClick) return { ...changes, isOpen: true };
  if (changes.selectedItem?.option.keepsOpen) return { ...changes, isOpen: true, highlightedIndex: -1 };
  return changes;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A search box with suggestions, after the WAI-ARIA APG combobox pattern (list autocomplete, no automatic selection):
 * the input is `role="combobox"` with `aria-expanded`, `aria-controls` (the listbox) and `aria-activedescendant`
 * (the active option, which keeps DOM focus in the input). Down/Up move the active option (opening the popup), Enter
 * chooses it, Escape closes the popup and, when it is already closed, clears the input (`popover`; `inline` keeps
 * it, and Tab keeps its results open: see `stateReducerFor`). Options come in labelled
 * groups (`role="group"`). Enter with no active option is left to the surrounding form (a search submits). A clear
 * button empties the input; status messages go to a polite live region.
 *
 * Built on Downshift's `useCombobox` (keyboard, ids, `aria-*`, scroll-into-view). It knows nothing about where the
 * options come from.
 */
export function SearchCombobox({
  label,
  name = 'q',
  value,
  onValueChange,
  groups,
  onSelect,
  message,
  status = '',
  loading = false,
  placeholder,
  clearLabel = 'Clear search',
  onClear,
  variant = 'popover',
  endAddon,
  footer,
  onOpenChange,
  openOnFocus = true,
  inputRef,
  id,
  className,
}: SearchComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const visibleGroups = useMemo(() => groups.filter((group) => group.options.length > 0), [groups]);
  const items = useMemo<FlatOption[]>(
    () => visibleGroups.flatMap((group) => group.options.map((option) => ({ option, group }))),
    [visibleGroups],
  );
  const hasContent = items.length > 0 || Boolean(message) || Boolean(footer);
  // What the shopper asked for (typing, arrows, focus) vs what is shown: an empty popup stays closed, and Escape on
  // a closed popup clears the input (Downshift's own rule), so "closes, then clears" holds.
  const [requested, setRequested] = useState(false);
  const isOpen = requested && hasContent;
  // The popup as last rendered, or closed by an Escape since: a second Escape pressed before React renders again (a
  // busy phone) must find it closed, and clear, instead of closing it a second time.
  const openForKeys = useRef(isOpen);
  openForKeys.current = isOpen;
  const ownInput = useRef<HTMLInputElement | null>(null);
  /**
   * Texts reported through `onValueChange` whose echo (the caller's `value`) has not come back yet. Echoes arrive in
   * order but late (Downshift reports after rendering, the caller renders after that), so a `value` found here is
   * an old echo, not a change to apply; anything else is a change made from outside.
   */
  const reported = useRef<string[]>([]);

  const stateReducer = useMemo(() => stateReducerFor(variant), [variant]);
  const combobox = useCombobox<FlatOption>({
    id: `${generatedId}-combobox`,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-listbox`,
    getItemId: (index) => `${inputId}-option-${index}`,
    items,
    itemToString: valueOf,
    itemToKey: (item) => item?.option.id,
    // Downshift owns the text as it is typed (it reports changes after rendering, so a controlled `inputValue`
    // would lag behind fast typing and drop keys); `value` changes that did not come from the input are pushed in.
    initialInputValue: value,
    isOpen,
    selectedItem: null,
    stateReducer,
    onInputValueChange: ({ inputValue }) => {
      reported.current.push(inputValue ?? '');
      onValueChange(inputValue ?? '');
    },
    onIsOpenChange: ({ isOpen: next }) => {
      setRequested(Boolean(next));
      onOpenChange?.(Boolean(next));
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem.option, selectedItem.group);
    },
  });

  const inputProps = combobox.getInputProps({
    name,
    placeholder,
    type: 'search',
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    enterKeyHint: 'search',
    'aria-describedby': `${inputId}-status`,
    // Expanded only with options to move to: a popup showing just a message (no results, an error) has an empty
    // listbox; the message reaches screen readers through the status region.
    'aria-expanded': isOpen && items.length > 0,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const native = event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean };
      // Enter without an active option is the form's: let it submit instead of Downshift closing the popup.
      if (event.key === 'Enter' && combobox.highlightedIndex < 0) native.preventDownshiftDefault = true;
      if (event.key !== 'Escape') return;
      // Open: Downshift closes it. Closed: the popover clears the input (`inline` leaves Escape to its drawer).
      if (openForKeys.current) openForKeys.current = false;
      else if (variant === 'popover') {
        native.preventDownshiftDefault = true;
        combobox.setInputValue('');
        combobox.closeMenu(); // still open to Downshift when React has not rendered since the first Escape
      }
    },
    onFocus: (_event: FocusEvent<HTMLInputElement>) => {
      if (openOnFocus && !requested) combobox.openMenu();
    },
    ref: (node: HTMLInputElement | null) => {
      ownInput.current = node;
      assignRef(inputRef, node);
    },
  });

  useEffect(() => {
    // Focus that arrived before this component hydrated (an island woken by that very focus) still opens the popup.
    if (openOnFocus && ownInput.current && ownInput.current === ownInput.current.ownerDocument.activeElement)
      setRequested(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { setInputValue, inputValue: text } = combobox;
  useEffect(() => {
    const echo = reported.current.indexOf(value);
    if (echo >= 0) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    reported.current = [];
    if (value !== text) setInputValue(value);
    // `text` is read, not watched: only a new `value` is a change to apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, setInputValue]);

  const clear = () => {
    setInputValue('');
    ownInput.current?.focus();
    onClear?.();
  };

  let index = 0;
  return (
    <div className={className} css={rootStyles} data-variant={variant} data-open={isOpen || undefined}>
      <label {...combobox.getLabelProps()}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <div css={inputRow}>
        <span css={inputBox}>
          <Icon name="search" size="md" css={leadingIcon} />
          <input {...inputProps} css={inputStyles} />
          {text ? (
            <button type="button" css={clearButton} aria-label={clearLabel} onClick={clear} data-search-clear="">
              <Icon name="close" size="md" />
            </button>
          ) : null}
        </span>
        {endAddon}
      </div>
      <div css={[popupStyles, variant === 'popover' ? popoverStyles : inlineStyles]} hidden={!isOpen}>
        <div {...combobox.getMenuProps({ 'aria-busy': loading || undefined })} css={listboxStyles}>
          {isOpen
            ? visibleGroups.map((group) => {
                const labelId = `${inputId}-group-${group.id}`;
                return (
                  <div key={group.id} role="group" aria-labelledby={labelId} css={groupStyles} data-group={group.id}>
                    <div id={labelId} role="presentation" css={group.hideLabel ? hiddenLabel : groupLabel}>
                      {group.label}
                    </div>
                    <div role="presentation" css={group.layout === 'grid' ? gridStyles : listStyles}>
                      {group.options.map((option) => {
                        const itemIndex = index++;
                        const active = combobox.highlightedIndex === itemIndex;
                        return (
                          <div
                            key={option.id}
                            {...combobox.getItemProps({ item: items[itemIndex]!, index: itemIndex })}
                            css={group.layout === 'grid' ? tileOption : listOption}
                            data-active={active || undefined}
                          >
                            {option.image ? (
                              <img src={option.image.src} alt={option.image.alt} loading="lazy" css={thumb} />
                            ) : null}
                            <span css={optionLabel}>{option.label}</span>
                            {option.description ? (
                              <>
                                {' '}
                                <span css={optionDescription}>{option.description}</span>
                              </>
                            ) : null}
                          </div>
                        );
                      })}
                    </div>
                  </div>
                );
              })
            : null}
        </div>
        {isOpen && message ? (
          <p
            css={[messageStyles, message.tone === 'error' ? errorTone : null]}
            data-search-message={message.tone ?? 'neutral'}
          >
            {message.text}
          </p>
        ) : null}
        {isOpen && footer ? <div css={footerStyles}>{footer}</div> : null}
      </div>
      <VisuallyHidden id={`${inputId}-status`} role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
    </div>
  );
}

const { colors, space, fontSizes, fontWeights, lineHeights, radii, sizes, shadows, zIndices, mq } = theme;

const rootStyles = css({ position: 'relative', width: '100%' });
const inputRow = css({ display: 'flex', alignItems: 'stretch', gap: space[2] });
const inputBox = css({ position: 'relative', display: 'flex', alignItems: 'center', flex: '1 1 0%', minWidth: 0 });
const leadingIcon = css({ position: 'absolute', left: space[3], color: colors.text.secondary, pointerEvents: 'none' });
const inputStyles = css({
  width: '100%',
  minWidth: 0,
  minHeight: sizes.control.md,
  margin: 0,
  padding: `0 ${sizes.control.md} 0 calc(${space[3]} + ${sizes.icon.md} + ${space[2]})`,
  border: `1px solid ${colors.border.strong}`,
  borderRadius: radii.md,
  background: colors.background.page,
  color: colors.text.primary,
  font: 'inherit',
  fontSize: fontSizes.md,
  lineHeight: lineHeights.normal,
  appearance: 'none',
  '&::placeholder': { color: colors.text.muted, opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
});
const clearButton = css({
  position: 'absolute',
  right: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: sizes.control.md,
  height: sizes.control.md,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: colors.text.secondary,
  cursor: 'pointer',
  borderRadius: radii.md,
  '&:hover': { color: colors.text.primary },
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '-2px' },
});
const popupStyles = css({ background: colors.background.page, '&[hidden]': { display: 'none' } });
const popoverStyles = css({
  position: 'absolute',
  top: `calc(100% + ${space[1]})`,
  left: 0,
  right: 0,
  zIndex: zIndices.popover,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: space[3],
  border: `1px solid ${colors.border.subtle}`,
  borderRadius: radii.md,
  boxShadow: shadows.lg,
});
const inlineStyles = css({ paddingTop: space[4] });
const listboxStyles = css({ display: 'grid', gap: space[4], '&:empty': { display: 'none' } });
const groupStyles = css({ display: 'grid', gap: space[1] });
const groupLabel = css({
  color: colors.text.secondary,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
});
const hiddenLabel = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
const listStyles = css({ display: 'grid' });
const gridStyles = css({
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const optionBase = css({
  cursor: 'pointer',
  borderRadius: radii.md,
  color: colors.text.primary,
  '&[data-active]': {
    background: colors.background.muted,
    outline: `2px solid ${colors.focusRing}`,
    outlineOffset: '-2px',
  },
});
const listOption = css(optionBase, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space[2],
  minHeight: sizes.control.sm,
  padding: `${space[1]} ${space[2]}`,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
});
const tileOption = css(optionBase, {
  display: 'grid',
  alignContent: 'start',
  gap: space[1],
  padding: space[1],
  fontSize: fontSizes.sm,
});
const thumb = css({
  display: 'block',
  width: '100%',
  aspectRatio: '496 / 521',
  objectFit: 'cover',
  borderRadius: radii.sm,
  background: colors.background.muted,
});
const optionLabel = css({ fontWeight: fontWeights.medium });
const optionDescription = css({ color: colors.text.secondary, fontSize: fontSizes.xs });
const messageStyles = css({ margin: `${space[3]} 0 0`, color: colors.text.secondary, fontSize: fontSizes.sm });
const errorTone = css({ color: colors.status.error.base });
const footerStyles = css({ marginTop: space[3], paddingTop: space[3], borderTop: `1px solid ${colors.border.subtle}` });
