import styled from '@emotion/styled';
import { useId, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { fieldLabelStyles } from '../TextField/fieldStyles';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface QuantityStepperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The input's form field name; default `quantity`. */
  name?: string;
  /** Visible label; default 'Quantity'. */
  label?: string;
  /** Controlled value. */
  value?: number;
  /** Initial value (uncontrolled); default `min`. */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Lowest quantity; default 1. */
  min?: number;
  /** Highest quantity (stock, the maximum order quantity); default 999. */
  max?: number;
  /** Step between quantities; default 1. */
  step?: number;
  disabled?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Links the input to the form it belongs to (`form` attribute), when it sits outside it. */
  form?: string;
}

/** Clamps a typed or stepped quantity into [min, max] on the step grid from `min`; NaN becomes `min`. */
export function clampQuantity(value: number, min: number, max: number, step = 1): number {
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((Math.floor(value) - min) / step) * step;
  return Math.min(Math.max(stepped, min), Math.max(min, max));
}

const Row = styled.div({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${theme.colors.border.strong}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  '&:focus-within': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

const StepButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.md,
  minHeight: theme.sizes.control.md,
  padding: 0,
  border: 0,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  cursor: 'pointer',
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', color: theme.colors.text.muted },
  [theme.mq.hover]: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: theme.colors.background.muted },
  },
  '&:focus-visible': { outline: 'none', background: theme.colors.background.muted },
});

const Input = styled.input({
  width: theme.space[12],
  minHeight: theme.sizes.control.md,
  margin: 0,
  padding: 0,
  border: 0,
  borderLeft: `1px solid ${theme.colors.border.default}`,
  borderRight: `1px solid ${theme.colors.border.default}`,
  textAlign: 'center',
  fontFamily: 'inherit',
  fontSize: theme.fontSizes.md,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.text.primary,
  background: theme.colors.background.page,
  MozAppearance: 'textfield',
  '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
  '&:focus-visible': { outline: 'none' },
});

/**
 * A quantity field: a labelled native number input (`min`, `max`, `step`, so the browser checks it in a form without
 * JavaScript) between − and + buttons that step it within its limits. Typed values are clamped when the field is left.
 * At a limit a button stays focusable (`aria-disabled`); each step's new value is announced (a polite status).
 */
export function QuantityStepper({
  name = 'quantity',
  label = 'Quantity',
  value,
  defaultValue,
  onValueChange,
  min = 1,
  max = 999,
  step = 1,
  disabled = false,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  form,
  ...rest
}: QuantityStepperProps) {
  const inputId = useId();
  const upper = Math.max(min, max);
  const [uncontrolled, setUncontrolled] = useState(() => clampQuantity(defaultValue ?? min, min, upper, step));
  const current = value ?? uncontrolled;
  // What the shopper is typing, until the field is left (an empty field must be allowed while typing).
  const [draft, setDraft] = useState<string | undefined>(undefined);

  // The value after a press of − or + (a polite status): the buttons name the action, not the result.
  const [announcement, setAnnouncement] = useState('');

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, upper, step);
    if (value === undefined) setUncontrolled(clamped);
    setDraft(undefined);
    if (clamped !== current) onValueChange?.(clamped);
    return clamped;
  };
  const stepBy = (delta: number) => {
    const next = commit(current + delta);
    if (next !== current) setAnnouncement(`${label}: ${next}`);
  };
  // At a limit a button is `aria-disabled`, never `disabled`: a disabled button would drop the focus it holds.
  const atMin = !disabled && current <= min ? true : undefined;
  const atMax = !disabled && current >= upper ? true : undefined;

  return (
    <div data-quantity-stepper="" {...rest}>
      <label htmlFor={inputId} css={fieldLabelStyles}>
        {label}
      </label>
      <Row>
        <StepButton
          type="button"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={atMin}
          onClick={() => {
            if (!atMin) stepBy(-step);
          }}
        >
          <Icon name="minus" size="sm" />
        </StepButton>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          name={name}
          form={form}
          min={min}
          max={upper}
          step={step}
          required
          disabled={disabled}
          value={draft ?? String(current)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setDraft(event.target.value);
            const typed = event.target.valueAsNumber;
            if (Number.isFinite(typed) && typed >= min && typed <= upper) {
              if (value === undefined) setUncontrolled(Math.floor(typed));
              if (Math.floor(typed) !== current) onValueChange?.(Math.floor(typed));
            }
          }}
          onBlur={(event) => commit(event.target.valueAsNumber)}
        />
        <StepButton
          type="button"
          aria-label={increaseLabel}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={atMax}
          onClick={() => {
            if (!atMax) stepBy(step);
          }}
        >
          <Icon name="plus" size="sm" />
        </StepButton>
      </Row>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
