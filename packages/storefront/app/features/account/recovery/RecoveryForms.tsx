import { RecoveryProblem } from '@ridgeline/ui';
import { useRecoveryMessages } from './messages';

/** A landing that could not sign the shopper in: the actions' English answer in the page's locale, and the way on. */
export function LandingProblemView({ message, retry }: { message: string; retry: { href: string; label: string } }) {
  const { inLocale } = useRecoveryMessages();
  return <RecoveryProblem message={inLocale(message)} retryHref={retry.href} retryLabel={retry.label} />;
}
