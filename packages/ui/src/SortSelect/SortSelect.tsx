import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormHTMLAttributes, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { fieldControlStyles, fieldLabelStyles } from '../TextField/fieldStyles';
import { theme } from '../theme/theme';

export interface SortSelectOption {
  value: string;
  label: string;
}

export interface SortSelectProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'children' | 'method' | 'action' | 'onChange' | 'hidden'
> {
  /** Where the form goes (GET): the list's path. */
  action: string;
  /** The parameter the choice is sent as; default `sort`. */
  name?: string;
  label: string;
  options: readonly SortSelectOption[];
  value: string;
  /** The list's other parameters (filters, search phrase…), sent along as hidden fields. */
  hidden?: readonly (readonly [string, string])[];
  /** The button that sends the form; default "Apply". */
  submitLabel?: string;
  /**
   * Once JavaScript runs, a choice committed with the pointer (or in the select's open popup) sends the form at once and
   * the button is hidden. A value stepped with the keyboard on the closed select (arrows, Home/End, type-ahead) never
   * sends it: Enter does, or the Apply button, which shows again. Without JavaScript (or with `false`) the button sends it.
   */
  autoSubmit?: boolean;
}

const row = css({ display: 'flex', alignItems: 'flex-end', gap: theme.space[2] });

// Hidden but still in the form: `requestSubmit` needs no button, and without JavaScript the button is shown.
const hiddenButton = css({ display: 'none' });

/**
 * Keys that step a closed select's value (and fire `change` at once in Chromium and Firefox on Windows/Linux): the
 * shopper is browsing the options, not choosing (WCAG 3.2.2 On Input; GOV.UK and the APG advise against acting on it).
 * Alt+Arrow, Space and Enter open the popup instead, whose own commit is a real choice.
 */
function stepsValue(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key))
    return true;
  return event.key.length === 1 && event.key !== ' ';
}

function submit(form: HTMLFormElement | null | undefined) {
  if (!form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/**
 * A choice of the list's order (or page size) as a plain GET form: a native `<select>` with a visible label, the list's
 * other parameters as hidden fields and an Apply button, so it works without JavaScript. Hydrated with `autoSubmit`,
 * a pointer choice sends the form itself and the button goes away; a value stepped with the keyboard waits for Enter
 * or the button (it shows again), so arrow keys never reload the list; a choice made before hydration finished is
 * sent as soon as it has.
 */
export function SortSelect({
  action,
  name = 'sort',
  label,
  options,
  value,
  hidden = [],
  submitLabel = 'Apply',
  autoSubmit = true,
  ...formProps
}: SortSelectProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [hydrated, setHydrated] = useState(false);
  // The last key stepped the value: its `change` is browsing, not a choice (see `stepsValue`).
  const keyStepping = useRef(false);
  // A keyboard-stepped value waits for Enter or the Apply button, which shows again for it.
  const [awaitingApply, setAwaitingApply] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // The shopper may have changed the select while the page was still static: their choice is not lost.
    const select = selectRef.current;
    if (autoSubmit && select && select.value !== value) submit(select.form);
  }, [autoSubmit, value]);
  const auto = autoSubmit && hydrated;
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && event.currentTarget.value !== value) {
      // Enter on a select sends no form by itself: here it commits the stepped value.
      event.preventDefault();
      submit(event.currentTarget.form);
      return;
    }
    keyStepping.current = stepsValue(event);
  };
  return (
    <form method="get" action={action} data-hydrated={hydrated ? 'true' : undefined} {...formProps}>
      {hidden.map(([field, fieldValue], index) => (
        <input key={`${field}-${index}`} type="hidden" name={field} value={fieldValue} />
      ))}
      <div css={row}>
        <div>
          <label htmlFor={id} css={fieldLabelStyles}>
            {label}
          </label>
          <select
            id={id}
            ref={selectRef}
            name={name}
            defaultValue={value}
            css={fieldControlStyles('sm')}
            onKeyDown={auto ? onKeyDown : undefined}
            onPointerDown={() => {
              keyStepping.current = false;
            }}
            onChange={
              auto
                ? (event) => {
                    if (keyStepping.current) setAwaitingApply(event.currentTarget.value !== value);
                    else submit(event.currentTarget.form);
                  }
                : undefined
            }
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          color="dark"
          css={auto && !awaitingApply ? hiddenButton : undefined}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
