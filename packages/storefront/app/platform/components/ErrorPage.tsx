import { Button, Heading, Link, Text, theme } from '@ridgeline/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { resetSession } from '../session';
import { urls } from '../urls';
import { ActionRow, StatusPage } from './StatusPage';

export const errorMessages = defineMessages({
  title: { id: 'error.title', defaultMessage: "This page isn't working" },
  message: {
    id: 'error.message',
    defaultMessage:
      'An error has occurred. Try refreshing the page or if you need immediate help please contact support.',
  },
});

/** The error page (docs/behaviour/ui.md#error-page): the message, Contact Support, Refresh the page, Reset my Session; the stack outside production. */
export function ErrorPage({
  supportUrl,
  detail,
  stack,
  localeId,
}: {
  supportUrl: string;
  detail?: string;
  stack?: string;
  localeId?: string;
}) {
  return (
    <StatusPage labelledBy="error-title">
      <Heading level={1} id="error-title">
        <FormattedMessage {...errorMessages.title} />
      </Heading>
      <Text>
        <FormattedMessage {...errorMessages.message} />
      </Text>
      <ActionRow>
        <Button href={supportUrl} target="_blank">
          <FormattedMessage id="error.contactSupport" defaultMessage="Contact Support" />
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.refresh" defaultMessage="Refresh the page" />
        </Button>
        <Button variant="ghost" onClick={() => resetSession()}>
          <FormattedMessage id="error.resetSession" defaultMessage="Reset my Session" />
        </Button>
      </ActionRow>
      {detail ? <Text size="sm">{detail}</Text> : null}
      {stack ? (
        <pre
          data-testid="error-stack"
          css={{ maxWidth: '100%', overflowX: 'auto', fontSize: theme.fontSizes.xs, whiteSpace: 'pre-wrap' }}
        >
          {stack}
        </pre>
      ) : null}
      <Text size="sm">
        <Link href={urls.home(localeId)}>
          <FormattedMessage id="error.home" defaultMessage="Return to the home page" />
        </Link>
      </Text>
    </StatusPage>
  );
}
