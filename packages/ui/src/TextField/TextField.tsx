import { css } from '@emotion/react';
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { theme } from '../theme/theme';
import {
  fieldControlStyles,
  fieldDescriptionStyles,
  fieldErrorStyles,
  fieldLabelStyles,
  type FieldSize,
} from './fieldStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> {
  /** The visible label (`<label for>` the input): the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Error message. When set the input gets `aria-invalid="true"` and the message renders with
   * `role="alert"` (and `data-field-error` = the input's `name`), linked with `aria-describedby`.
   */
  error?: ReactNode;
  /** Control height from `sizes.control` (`md` default, 44px). */
  size?: FieldSize;
  /** Rendered beside the input on the same row (e.g. a submit button); the input takes the rest. */
  endAddon?: ReactNode;
  /** Applied to the field's root (label + input + messages), so a consumer's `css` places the whole field. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

const addonRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '& > input': { flex: '1 1 0%', width: 'auto', minWidth: theme.space[24] },
});

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A labelled text input. Every input prop (`name`, `type`, `value`/`onChange`, `autoComplete`,
 * `inputMode`, `aria-*`, …) and `ref` reach the `<input>`; a caller's `aria-describedby` is kept and
 * the description/error ids are appended to it.
 */
export function TextField({
  label,
  description,
  error,
  size = 'md',
  endAddon,
  className,
  style,
  id,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const hasDescription = present(description);
  const hasError = present(error);
  const describedByIds =
    [describedBy, hasDescription ? descriptionId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const input = (
    <input
      type="text"
      {...inputProps}
      ref={ref}
      id={inputId}
      aria-invalid={hasError ? true : ariaInvalid}
      aria-describedby={describedByIds}
      css={fieldControlStyles(size)}
    />
  );

  return (
    <div className={className} style={style}>
      <label htmlFor={inputId} css={fieldLabelStyles}>
        {label}
      </label>
      {endAddon ? (
        <div css={addonRow}>
          {input}
          {endAddon}
        </div>
      ) : (
        input
      )}
      {hasDescription ? (
        <p id={descriptionId} css={fieldDescriptionStyles}>
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" data-field-error={inputProps.name ?? ''} css={fieldErrorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
