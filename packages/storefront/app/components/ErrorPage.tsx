import { Button, Heading, Link, Text, theme } from '@ridgeline/ui';
import { resetSession } from '../lib/session';
import { ActionRow, StatusPage } from './StatusPage';

export const ERROR_TITLE = "This page isn't working";
export const ERROR_MESSAGE =
  'An error has occurred. Try refreshing the page or if you need immediate help please contact support.';

/** The error page (docs/behaviour/ui.md#error-page): the message, Contact Support, Refresh the page, Reset my Session; the stack outside production. */
export function ErrorPage({ supportUrl, detail, stack }: { supportUrl: string; detail?: string; stack?: string }) {
  return (
    <StatusPage labelledBy="error-title">
      <Heading level={1} id="error-title">
        {ERROR_TITLE}
      </Heading>
      <Text>{ERROR_MESSAGE}</Text>
      <ActionRow>
        <Button href={supportUrl} target="_blank">
          Contact Support
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh the page
        </Button>
        <Button variant="ghost" onClick={() => resetSession()}>
          Reset my Session
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
        <Link href="/">Return to the home page</Link>
      </Text>
    </StatusPage>
  );
}
