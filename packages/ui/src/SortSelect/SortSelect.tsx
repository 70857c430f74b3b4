import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormHTMLAttributes } from 'react';
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
   * Once JavaScript runs, a change sends the form at once and the button is hidden. Without JavaScript (or with
   * `false`) the button sends it.
   */
  autoSubmit?: boolean;
}

const row = css({ display: 'flex', alignItems: 'flex-end', gap: theme.space[2] });

// Hidden but still in the form: `requestSubmit` needs no button, and without JavaScript the button is shown.
const hiddenButton = css({ display: 'none' });

function submit(form: HTMLFormElement | null | undefined) {
  if (!form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/**
 * A choice of the list's order (or page size) as a plain GET form: a native `<select>` with a visible label, the list's
 * other parameters as hidden fields and an Apply button, so it works without JavaScript. Hydrated with `autoSubmit`,
 * a change sends the form itself and the button goes away; a choice made before hydration finished is sent as soon as
 * it has.
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
  useEffect(() => {
    setHydrated(true);
    // The shopper may have changed the select while the page was still static: their choice is not lost.
    const select = selectRef.current;
    if (autoSubmit && select && select.value !== value) submit(select.form);
  }, [autoSubmit, value]);
  const auto = autoSubmit && hydrated;
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
            onChange={auto ? (event) => submit(event.currentTarget.form) : undefined}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="outline" color="dark" css={auto ? hiddenButton : undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
