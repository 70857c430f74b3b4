import { Button, Heading, Text } from '@ridgeline/ui';
import { FormattedMessage } from 'react-intl';
import { urls } from '../urls';
import { ActionRow, StatusPage } from './StatusPage';

/** The not-found page (status 404), in the request's locale; its home link stays in that locale. */
export function NotFoundPage({ localeId }: { localeId?: string }) {
  return (
    <StatusPage labelledBy="not-found-title">
      <Heading level={1} id="not-found-title">
        <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
      </Heading>
      <Text>
        <FormattedMessage
          id="notFound.body"
          defaultMessage="Sorry, we couldn't find the page you're looking for. It may have moved or no longer exists."
        />
      </Text>
      <ActionRow>
        <Button href={urls.home(localeId)}>
          <FormattedMessage id="notFound.home" defaultMessage="Go to the home page" />
        </Button>
      </ActionRow>
    </StatusPage>
  );
}
