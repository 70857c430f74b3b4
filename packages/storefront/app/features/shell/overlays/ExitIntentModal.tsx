import { ExitIntentDialog } from '@ridgeline/ui';
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
 * The exit-intent modal (ui's `ExitIntentDialog`): image, heading, body and one button that closes the modal and opens the account drawer
 * 100 ms after the modal starts closing. Its elements are `spacing` steps of 8 px apart.
 */
export function ExitIntentModal({ content, locale, onDone, openAccount }: ExitIntentModalProps) {
  return (
    <ExitIntentDialog
      heading={content.heading}
      body={content.body}
      buttonText={content.buttonText}
      imgUrl={content.imgUrl}
      altText={content.altText}
      linkName={content.customLinkName}
      spacing={content.spacing}
      gapPx={content.spacing * EXIT_INTENT_SPACING_UNIT_PX}
      onAction={() => window.setTimeout(openAccount ?? (() => openAccountEntry(locale)), EXIT_INTENT_ACCOUNT_DELAY_MS)}
      {...(onDone ? { onClose: onDone } : {})}
    />
  );
}
