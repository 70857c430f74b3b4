import { Button, Heading, Text } from '@ridgeline/ui';
import { ActionRow, StatusPage } from './StatusPage';

/** The not-found page (status 404). */
export function NotFoundPage() {
  return (
    <StatusPage labelledBy="not-found-title">
      <Heading level={1} id="not-found-title">
        Page not found
      </Heading>
      <Text>Sorry, we couldn't find the page you're looking for. It may have moved or no longer exists.</Text>
      <ActionRow>
        <Button href="/">Go to the home page</Button>
      </ActionRow>
    </StatusPage>
  );
}
