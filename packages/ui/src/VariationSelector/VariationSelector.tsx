import styled from '@emotion/styled';
import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Width (px) a colour option's chip image is requested and drawn at (the swatch width of the tile). */
export const variationSwatchWidth = 48;

export interface VariationOption {
  /** The value sent with the choice (`010`, `M`). */
  value: string;
  /** What the shopper reads ('Black', 'M'): the option's accessible name. */
  name: string;
  /** The address that makes this choice: the page without JavaScript, and the link's target with it. */
  href: string;
  /** False marks the option unavailable (struck through, announced; still a link, to see it). Default true. */
  orderable?: boolean;
  /** Why it is unavailable ("out of stock", "not available in Black"): said after its name instead of the group's
   * `unavailableLabel`. */
  unavailableReason?: string;
  /** Chip image (`variant="swatch"`); a plain dot without it. */
  swatchUrl?: string;
}

export interface VariationSelectorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The attribute's name ('Color', 'Size'): the group's label. */
  label: string;
  options: readonly VariationOption[];
  /** The chosen value, if any. Its name is shown after the label. */
  selected?: string;
  /**
   * Called instead of following the link on a plain click (no modifier key, main button): the page updates in place.
   * Without it (or before JavaScript runs) the links navigate.
   */
  onSelect?: (value: string) => void;
  /** `swatch`: round colour chips; `chip`: text buttons (sizes). Default `chip`. */
  variant?: 'swatch' | 'chip';
  /** Appended to an unavailable option's name; default "unavailable". */
  unavailableLabel?: string;
  /** Shown after the label while nothing is chosen; default none. */
  placeholder?: string;
}

const Label = styled.p({
  margin: `0 0 ${theme.space[2]}`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.secondary,
  '& > strong': { color: theme.colors.text.primary, fontWeight: theme.fontWeights.semibold },
});

const Options = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
});

const optionBase = {
  position: 'relative' as const,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.colors.text.primary,
  textDecoration: 'none',
  border: `1px solid ${theme.colors.border.default}`,
  '&[aria-current="true"]': {
    borderColor: theme.colors.gray[900],
    boxShadow: `inset 0 0 0 1px ${theme.colors.gray[900]}`,
  },
  [theme.mq.hover]: { '&:hover:not([aria-current="true"])': { borderColor: theme.colors.border.strong } },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  // Unavailable: a diagonal stroke across the option.
  '&[data-unavailable]::after': {
    content: '""',
    position: 'absolute' as const,
    inset: 0,
    borderRadius: 'inherit',
    background: `linear-gradient(to top right, transparent calc(50% - 1px), ${theme.colors.gray[500]} calc(50% - 1px), ${theme.colors.gray[500]} calc(50% + 1px), transparent calc(50% + 1px))`,
    pointerEvents: 'none' as const,
  },
};

const Chip = styled.a({
  ...optionBase,
  minWidth: theme.space[12],
  minHeight: theme.sizes.control.md,
  padding: `0 ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  '&[data-unavailable]': { color: theme.colors.text.muted },
});

const Swatch = styled.a({
  ...optionBase,
  width: theme.space[10],
  height: theme.space[10],
  padding: theme.space[1],
  borderRadius: theme.radii.full,
});

const SwatchImage = styled.img({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: theme.radii.full,
  objectFit: 'cover',
  background: theme.colors.gray[200],
});

const EmptySwatch = styled.span({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: theme.radii.full,
  background: theme.colors.gray[300],
});

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One variation attribute (colour, size) as a labelled group of links, one per value: each link is the address of
 * that choice, so the selector works without JavaScript (a page load per choice); with `onSelect` a plain click
 * updates the page in place instead. The chosen value is `aria-current="true"` and named after the label;
 * unavailable values are struck through and announced.
 */
export function VariationSelector({
  label,
  options,
  selected,
  onSelect,
  variant = 'chip',
  unavailableLabel = 'unavailable',
  placeholder,
  ...rest
}: VariationSelectorProps) {
  const labelId = useId();
  const chosen = options.find((option) => option.value === selected);
  const Option = variant === 'swatch' ? Swatch : Chip;
  if (options.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} data-variation-selector="" {...rest}>
      <Label id={labelId}>
        {label}
        {chosen ? (
          <>
            {': '}
            <strong data-selected-name="">{chosen.name}</strong>
          </>
        ) : placeholder ? (
          `: ${placeholder}`
        ) : null}
      </Label>
      <Options>
        {options.map((option) => {
          const unavailable = option.orderable === false;
          const current = option.value === selected;
          const unavailableName = `${option.name}, ${option.unavailableReason ?? unavailableLabel}`;
          return (
            <li key={option.value}>
              <Option
                href={option.href}
                rel="nofollow"
                aria-current={current ? 'true' : undefined}
                data-value={option.value}
                data-unavailable={unavailable || undefined}
                title={variant === 'swatch' ? option.name : undefined}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (!onSelect || !isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(option.value);
                }}
              >
                {variant === 'swatch' ? (
                  <>
                    {option.swatchUrl ? (
                      <SwatchImage
                        src={option.swatchUrl}
                        alt=""
                        width={variationSwatchWidth}
                        height={variationSwatchWidth}
                        loading="lazy"
                      />
                    ) : (
                      <EmptySwatch aria-hidden="true" />
                    )}
                    <VisuallyHidden>{unavailable ? unavailableName : option.name}</VisuallyHidden>
                  </>
                ) : (
                  <>
                    <span aria-hidden={unavailable || undefined}>{option.name}</span>
                    {unavailable ? <VisuallyHidden>{unavailableName}</VisuallyHidden> : null}
                  </>
                )}
              </Option>
            </li>
          );
        })}
      </Options>
    </div>
  );
}
