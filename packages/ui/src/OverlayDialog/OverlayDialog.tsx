import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Modal } from '../Modal/Modal';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

/**
 * The shell's one-off overlays: each opens as soon as it is rendered, closes by its own button, Escape, the backdrop
 * or the close button, and calls `onClose` once it has closed (the caller then unmounts it).
 */
function useOpenOnce(onClose: (() => void) | undefined) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return { open, close, onOpenChange: (next: boolean) => (next ? setOpen(true) : close()) };
}

export interface CountryDialogProps {
  title: string;
  description: string;
  /** The visiting country's name, and its decorative flag. */
  countryName: string;
  flagUrl?: string | undefined;
  /** One link per locale of the visiting country ("Shop Canada (English)"). */
  options: readonly { id: string; href: string; label: string }[];
  /** The footer button that keeps the shopper on this site. */
  stayLabel: string;
  viewAll?: { href: string; label: string } | undefined;
  /** A locale link was chosen (it then navigates). */
  onChoose?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
}

/** The country selector: the visiting country's locales, staying on this site, and every country. */
export function CountryDialog(props: CountryDialogProps) {
  const { open, close, onOpenChange } = useOpenOnce(props.onClose);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={props.title}
      description={props.description}
      footer={
        <Button variant="outline" onClick={close}>
          {props.stayLabel}
        </Button>
      }
    >
      <Stack gap={3} data-country-modal="">
        <Text weight="semibold">
          {props.flagUrl ? (
            <img
              src={props.flagUrl}
              alt=""
              width={24}
              height={16}
              css={{ display: 'inline-block', verticalAlign: 'middle', marginInlineEnd: theme.space[2] }}
            />
          ) : null}
          {props.countryName}
        </Text>
        {props.options.length > 0 ? (
          <Stack as="ul" gap={2}>
            {props.options.map((option) => (
              <li key={option.id}>
                <Button href={option.href} variant="solid" onClick={props.onChoose}>
                  {option.label}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
        {props.viewAll ? <Link href={props.viewAll.href}>{props.viewAll.label}</Link> : null}
      </Stack>
    </Modal>
  );
}

export interface ExitIntentDialogProps {
  heading: string;
  body: string;
  buttonText: string;
  /** A 16:9 image. */
  imgUrl: string;
  altText: string;
  /** `data-link-name` of the button, for analytics. */
  linkName?: string | undefined;
  /** The gap between the elements, in px (`data-spacing` carries `spacing`). */
  gapPx: number;
  spacing: number;
  /** The button was pressed: runs after the dialog has started closing. */
  onAction: () => void;
  onClose?: (() => void) | undefined;
}

/** The exit-intent offer: image, heading, body and one button that closes it and runs `onAction`. */
export function ExitIntentDialog(props: ExitIntentDialogProps) {
  const { open, close, onOpenChange } = useOpenOnce(props.onClose);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={props.heading}>
      <div
        data-exit-intent-modal=""
        data-spacing={props.spacing}
        css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: `${props.gapPx}px` }}
      >
        <img
          src={props.imgUrl}
          alt={props.altText}
          width={560}
          height={315}
          css={{
            width: '100%',
            height: 'auto',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: theme.radii.md,
          }}
        />
        <Text>{props.body}</Text>
        <Button
          onClick={() => {
            close();
            props.onAction();
          }}
          {...(props.linkName ? { 'data-link-name': props.linkName } : {})}
        >
          {props.buttonText}
        </Button>
      </div>
    </Modal>
  );
}

export interface PickUpDialogProps {
  title: string;
  description?: string | undefined;
  product: { imageSrc: string; name: string; href: string };
  ctaText: ReactNode;
  onClose?: (() => void) | undefined;
}

/** 'Pick Up Where You Left Off': the last product the shopper viewed, with a link back to it. */
export function PickUpDialog({ title, description, product, ctaText, onClose }: PickUpDialogProps) {
  const { open, onOpenChange } = useOpenOnce(onClose);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} {...(description ? { description } : {})}>
      <Stack direction="row" gap={4} align="center" wrap data-pick-up-modal="">
        <img
          src={product.imageSrc}
          alt=""
          width={120}
          height={150}
          css={{ objectFit: 'cover', borderRadius: theme.radii.md, background: theme.colors.background.muted }}
        />
        <Stack gap={3} css={{ flex: '1 1 12rem' }}>
          <Text weight="semibold">
            <Link href={product.href} variant="unstyled">
              {product.name}
            </Link>
          </Text>
          <Button href={product.href}>{ctaText}</Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
