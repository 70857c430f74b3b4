import { css } from '@emotion/react';
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldDescriptionStyles, fieldErrorStyles } from '../TextField/fieldStyles';
import { theme } from '../theme/theme';

export type CheckboxSize = 'sm' | 'md';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'className' | 'style'
> {
  /** The visible label; the `<label>` wraps the box, so clicking the text toggles it. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message (`role="alert"`, linked with `aria-describedby`; sets `aria-invalid`). */
  error?: ReactNode;
  /** Label text size: `md` (default) or `sm`. */
  size?: CheckboxSize;
  /** Applied to the root. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

const { colors, space, fontSizes, sizes, opacities, lineHeights } = theme;

const labelRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  // The whole row is the hit target: at least the small control height (WCAG 2.2 target size).
  minHeight: sizes.control.sm,
  color: colors.text.primary,
  lineHeight: lineHeights.snug,
  cursor: 'pointer',
  '&:has(input:disabled)': { cursor: 'not-allowed', opacity: opacities.disabled },
});

const labelSizes = { sm: css({ fontSize: fontSizes.sm }), md: css({ fontSize: fontSizes.md }) } as const;

const box = css({
  width: sizes.icon.sm,
  height: sizes.icon.sm,
  margin: 0,
  flexShrink: 0,
  accentColor: colors.brand,
  cursor: 'inherit',
  '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
  '&[aria-invalid="true"]': { outline: `1px solid ${colors.status.error.base}`, outlineOffset: '1px' },
});

// Messages line up with the label text, not the box.
const indent = css({ paddingInlineStart: `calc(${sizes.icon.sm} + ${space[2]})` });

function present(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** A native checkbox with a visible label and a focus ring. All input props and `ref` reach the `<input>`. */
export function Checkbox({
  label,
  description,
  error,
  size = 'md',
  className,
  style,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const baseId = useId();
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const hasDescription = present(description);
  const hasError = present(error);
  const describedByIds =
    [describedBy, hasDescription ? descriptionId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={className} style={style}>
      <label css={[labelRow, labelSizes[size]]}>
        <input
          {...inputProps}
          ref={ref}
          type="checkbox"
          aria-invalid={hasError ? true : ariaInvalid}
          aria-describedby={describedByIds}
          css={box}
        />
        <span>{label}</span>
      </label>
      {hasDescription ? (
        <p id={descriptionId} css={[fieldDescriptionStyles, indent]}>
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" data-field-error={inputProps.name ?? ''} css={[fieldErrorStyles, indent]}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
