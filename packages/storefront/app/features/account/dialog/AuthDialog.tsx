import { zodResolver } from '@hookform/resolvers/zod';
import { authDialogRulesOf, type PrecheckAnswer } from '@ridgeline/commerce';
import { AuthDialog as AuthDialogUi, type AuthDialogRules, type AuthView } from '@ridgeline/ui';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { urls } from '../../../platform/urls';
import { readBagCount } from '../../../platform/bagCount';
import { clearedFlashToastCookie } from '../../../platform/toasts/flashToast';
import { showToast } from '../../../platform/toasts/showToast';
import { ENGLISH_ACCOUNT_FORMS_MESSAGES, type AccountFormsMessages } from '../messages';
import { registrationPropsOf, socialLinksOf } from '../AccountForms';
import { MESSAGES_LOADING, useAccountMessages } from './fetchAccountMessages';

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  localeId: string;
  redirectUrl?: string | undefined;
  passwordless: boolean;
  social: boolean;
  /** Posts a form (urlencoded, `Accept: application/json`) and answers its JSON; tests and stories pass their own. */
  post?: (url: string, body: Record<string, string>) => Promise<{ status: number; json: Record<string, unknown> }>;
  /** After a successful sign-in: the page goes on (default: reload the page, so its personal parts read the new session). */
  onSignedIn?: (answer: { redirectUrl?: string }) => void;
  /** The view it opens on (stories). */
  initialView?: AuthView;
  initialEmail?: string;
  initialPrecheck?: PrecheckAnswer;
  /** The messages in the page's locale (`accountFormsMessagesOf`, fetched by `localizedAuthDialog`); en-US without them. */
  messages?: AccountFormsMessages | undefined;
}

/**
 * The sign-in dialog in the page's locale: en-US needs nothing more; another locale's messages come from
 * `/__ridgeline/account-messages` (formatted on the server, cached publicly), fetched when this chunk first renders, so
 * no page carries them and no page loads react-intl. The dialog opens once they are there; without an answer it
 * opens in English (and says so once).
 */
export function AuthDialog(props: AuthDialogProps) {
  const messages = useAccountMessages(props.localeId, props.messages);
  if (messages === MESSAGES_LOADING) return null;
  return <AuthDialogView {...props} messages={messages} />;
}

/** The zod schema the server validates with, as react-hook-form's resolver. */
const resolverOf = (schema: unknown): Resolver<FieldValues> =>
  zodResolver(schema as never) as unknown as Resolver<FieldValues>;

/** The dialog itself, in the messages it is given (en-US without them). */
export function AuthDialogView(props: AuthDialogProps) {
  const { localeId, redirectUrl } = props;
  const messages = props.messages ?? ENGLISH_ACCOUNT_FORMS_MESSAGES;
  const rules: AuthDialogRules<PrecheckAnswer> = useMemo(
    () =>
      authDialogRulesOf(localeId, messages, resolverOf, (precheck, password) =>
        registrationPropsOf(precheck, password, messages),
      ),
    [localeId, messages],
  );
  const onSignedIn = (json: Record<string, unknown>) => {
    const target = typeof json.redirectUrl === 'string' ? json.redirectUrl : undefined;
    // the page that follows shows the welcome from the flash cookie; a dialog that stays shows it now
    if (props.onSignedIn) return props.onSignedIn({ ...(target ? { redirectUrl: target } : {}) });
    const toast = json.toast as { title?: string; description?: string } | undefined;
    if (toast?.title)
      showToast({
        title: toast.title,
        ...(toast.description ? { description: toast.description } : {}),
        status: 'success',
      });
    document.cookie = clearedFlashToastCookie(window.location.protocol === 'https:');
    readBagCount();
  };
  return (
    <AuthDialogUi
      open={props.open}
      onOpenChange={props.onOpenChange}
      localeId={localeId}
      redirectUrl={redirectUrl}
      passwordless={props.passwordless}
      socialLinks={props.social ? socialLinksOf(redirectUrl) : undefined}
      endpoints={{
        precheck: urls.loginPrecheck(),
        login: urls.loginSubmit(),
        registration: urls.registrationSubmit(),
        resetPassword: urls.resetPasswordRequest(),
        passwordless: urls.passwordlessLogin(),
      }}
      post={props.post}
      rules={rules}
      text={messages}
      onSignedIn={onSignedIn}
      onSignUpFailed={() => showToast({ title: messages.feedback.signUpFailed, status: 'error' })}
      {...(props.initialView ? { initialView: props.initialView } : {})}
      {...(props.initialEmail ? { initialEmail: props.initialEmail } : {})}
      {...(props.initialPrecheck ? { initialPrecheck: props.initialPrecheck } : {})}
    />
  );
}
