import { data } from 'react-router';
import { Container, Heading, Text } from '@ridgeline/ui';
import type { Route } from './+types/monetate-example';
import { PageContent } from '../../../platform/components/PageContent';
import { publicUrl } from '../../../platform/config.server';
import { groupsAt } from '@ridgeline/renderer';
import { preparePage } from '../../../platform/page.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { personalHeaders } from '../../../platform/personalHeaders';
import { SITE_NAME } from '../../../platform/seo';
import { requestContextOf } from '../../../platform/request/context.server';
import { decideForPage, type DecisionStatus } from '../../../platform/request/decisions.server';
import { log } from '../../../platform/log.server';

/**
 * `/monetate-example-1` and `/monetate-example-2` (and under each locale): what the decision engine does
 * (docs/behaviour/personalisation.md). Each page has places (selectors) the engine's content actions fill:
 * a content key puts that content item there, Amplience groups choose the variants of the personalised container
 * there; a place without an action shows its default item, or nothing. The page is the visitor's own
 * (`private, no-store`, never in the render cache) and says which experience applies.
 * @caching private
 */
interface Place {
  /** the selector actions name (`#decision-hero`); the section's id without the `#` */
  selector: string;
  /** what it shows without an action */
  defaultKey?: string;
}

interface Example {
  pageType: string;
  title: string;
  intro: string;
  places: Place[];
}

const EXAMPLES: Record<'1' | '2', Example> = {
  '1': {
    pageType: 'monetate-example-1',
    title: 'Decision engine example 1: a split test',
    intro:
      'The hero below is chosen by the decision engine: each visitor is assigned to one variant of the split test and keeps it.',
    places: [{ selector: '#decision-hero', defaultKey: 'decisions/default-hero' }, { selector: '#decision-extra' }],
  },
  '2': {
    pageType: 'monetate-example-2',
    title: 'Decision engine example 2: personalised content by audience',
    intro:
      'The offers below are a personalised container: the decision engine names the audience (Amplience customer groups) whose variant this visitor sees.',
    places: [{ selector: '#decision-offers', defaultKey: 'decisions/offers' }, { selector: '#decision-extra' }],
  },
};

const STATUS_TEXT: Record<Exclude<DecisionStatus, 'decided'>, string> = {
  'do-not-track':
    'No experience applies: your browser asks not to be tracked, so the decision engine is not asked and this is the default content.',
  off: 'No experience applies: no decision engine is configured, so this is the default content.',
  failed: 'No experience applies: the decision engine did not answer in time, so this is the default content.',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const requestContext = requestContextOf({ request, context });
  const url = new URL(request.url);
  const example = EXAMPLES[url.pathname.replace(/\.data$/, '').endsWith('-2') ? '2' : '1'];
  // the page's public address without its query (a query may carry what the engine must not see)
  const pageUrl = new URL(publicUrl(request).pathname, publicUrl(request)).href;
  const [decision, rendering, client] = await Promise.all([
    decideForPage(requestContext, { pageType: example.pageType, url: pageUrl }),
    requestContext.renderContext(),
    requestContext.contentClient(),
  ]);
  const places = await Promise.all(
    example.places.map(async (place) => {
      const decided = decision.applied.contentKeys[place.selector];
      const groups = groupsAt(decision.applied, place.selector, rendering.context.customerGroups);
      for (const [key, source] of [
        [decided, 'decision'],
        [place.defaultKey, 'default'],
      ] as const) {
        if (!key) continue;
        const found = await client.getByKey(key);
        if (found.status !== 'found') {
          log.warn({ event: 'decision-content', key, source }, 'content item not found');
          continue;
        }
        const { page } = await preparePage(
          found.item,
          request.signal,
          { ...rendering.context, customerGroups: groups },
          { commerce: requestContext.commerce.commerce },
        );
        return { id: place.selector.replace(/^[#.]/, ''), source, key, groups, page };
      }
      return { id: place.selector.replace(/^[#.]/, ''), source: 'none' as const, groups };
    }),
  );
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  for (const cookie of decision.setCookie) headers.append('Set-Cookie', cookie);
  return data(
    {
      title: example.title,
      intro: example.intro,
      status: decision.status,
      experiences: decision.applied.experiences,
      preview: decision.preview ?? null,
      places,
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = personalHeaders;

/** An islands document like the other pages (never shared: see the loader's headers). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.title} | ${SITE_NAME}` : SITE_NAME },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MonetateExample({ loaderData }: Route.ComponentProps) {
  const { title, intro, status, experiences, preview, places } = loaderData;
  return (
    <>
      <Container width="md" gap={3}>
        <Heading level={1}>{title}</Heading>
        <Text>{intro}</Text>
        <div data-testid="decision-experience" data-decision-status={status}>
          {status !== 'decided' ? (
            <Text>{STATUS_TEXT[status]}</Text>
          ) : experiences.length === 0 ? (
            <Text>No experience applies to this visit: this is the default content.</Text>
          ) : (
            <>
              <Heading level={2} size="sm">
                {experiences.length === 1 ? 'Experience that applies' : 'Experiences that apply'}
              </Heading>
              <ul>
                {experiences.map((experience) => (
                  <li
                    key={`${experience.experienceName}|${experience.variantLabel}`}
                    data-experience={experience.experienceName}
                    data-variant={experience.variantLabel}
                  >
                    <Text as="span">
                      {experience.experienceName}: {experience.variantLabel}
                    </Text>
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview ? <Text>Preview: experience variant {preview} forced.</Text> : null}
        </div>
      </Container>
      {places.map((place) =>
        'page' in place && place.page ? (
          <section
            key={place.id}
            id={place.id}
            data-decision-source={place.source}
            data-content-key={place.key}
            data-customer-groups={place.groups.join('|')}
          >
            <PageContent
              content={place.page.content}
              context={place.page.context}
              blockAssets={place.page.blockAssets}
              preparedAt={place.page.preparedAt}
            />
          </section>
        ) : null,
      )}
    </>
  );
}
