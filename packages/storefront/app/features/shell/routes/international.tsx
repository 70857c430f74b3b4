import { Container, Heading, Link, Stack, Text } from '@ridgeline/ui';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { SITE_NAME } from '../../../platform/seo';
import { SHOP_LOCALES, urls } from '../../../platform/urls';

/**
 * `/international` (the footer's location button): the countries and languages the shop is offered in, each a link to
 * that locale's home page. Static: an islands document with no island.
 * @caching public
 */
export const handle = ISLANDS_HANDLE;

/** The country each shop locale serves, by the region part of its id (en-CA → Canada). */
const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: 'United States', CA: 'Canada' };

export function countryOfLocale(localeId: string): string {
  const region = localeId.split('-')[1] ?? '';
  return COUNTRY_NAMES[region] ?? region;
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=3600' };
}

export function meta() {
  return [
    { title: `Choose your country and language | ${SITE_NAME}` },
    { name: 'description', content: 'The countries and languages the Ridgeline store is offered in.' },
  ];
}

export default function InternationalRoute() {
  return (
    <Container as="section" width="sm" paddingBlock={16} gap={4} aria-labelledby="international-title">
      <Heading level={1} id="international-title">
        Choose your country and language
      </Heading>
      <Text>Prices, delivery and the language of the store follow the country you choose.</Text>
      <Stack as="ul" gap={3}>
        {SHOP_LOCALES.map((locale) => (
          <li key={locale.id}>
            <Link href={urls.home(locale.id)} lang={locale.id} hrefLang={locale.id} data-locale-link={locale.id}>
              {`${countryOfLocale(locale.id)}: ${locale.label} (${locale.currency})`}
            </Link>
          </li>
        ))}
      </Stack>
    </Container>
  );
}
