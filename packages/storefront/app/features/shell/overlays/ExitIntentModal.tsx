import { useState } from 'react';
import { Button, Modal, Text, theme } from '@ridgeline/ui';
import { requestAccountDrawer } from '../../account/accountDrawerRequest';
import { urls } from '../../../platform/urls';
import { EXIT_INTENT_ACCOUNT_DELAY_MS, EXIT_INTENT_SPACING_UNIT_PX, type ExitIntentContent } from '@ridgeline/renderer';

export interface ExitIntentModalProps {
  content: ExitIntentContent;
  locale: string;
  onDone?: () => void;
  /**
   * Opens the account entry. Default: asks the account host for the account drawer (the sign-in dialog for a guest);
   * the sign-in page (`urls.login`) only when no host answers.
   */
  openAccount?: () => void;
}

/** The button's account entry: the account drawer (the sign-in dialog for a guest), else the sign-in page. */
export function openAccountEntry(locale: string): void {
  requestAccountDrawer(() => window.location.assign(urls.login(locale)));
}

/**
 * The exit-intent modal: image, heading, body and one button that closes the modal and opens the account drawer
 * 100 ms after the modal starts closing. Its elements are `spacing` steps of 8 px apart.
 */
export function ExitIntentModal({ content, locale, onDone, openAccount }: ExitIntentModalProps) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  const account = () => {
    close();
    window.setTimeout(openAccount ?? (() => openAccountEntry(locale)), EXIT_INTENT_ACCOUNT_DELAY_MS);
  };
  return (
    <Modal open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} title={content.heading}>
      <div
        data-exit-intent-modal=""
        data-spacing={content.spacing}
        css={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: `${content.spacing * EXIT_INTENT_SPACING_UNIT_PX}px`,
        }}
      >
        <img
          src={content.imgUrl}
          alt={content.altText}
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
        <Text>{content.body}</Text>
        <Button onClick={account} {...(content.customLinkName ? { 'data-link-name': content.customLinkName } : {})}>
          {content.buttonText}
        </Button>
      </div>
    </Modal>
  );
}
