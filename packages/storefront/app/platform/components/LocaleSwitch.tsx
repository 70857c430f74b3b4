import { Link, Stack, Text, theme, VisuallyHidden } from '@ridgeline/ui';
import { useIntl } from 'react-intl';
import { localeLabel } from '../i18n/intl';
import { equivalentUrl, SHOP_LOCALES } from '../urls';

/** The region of a locale in that locale's language ("United States", "Canada"), to tell the two "English" apart. */
function regionName(localeId: string): string | undefined {
  const region = localeId.split('-')[1];
  try {
    return region ? (new Intl.DisplayNames([localeId], { type: 'region' }).of(region) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The locale switch: one link per shop locale, each named in its own language (English, English, français), to the
 * same page in that locale (`equivalentUrl`: same page type, ids and query, less `refine`). Plain links: it works
 * without JavaScript and ships none.
 */
export function LocaleSwitch({ href, localeId }: { href: string; localeId: string }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({
        id: 'localeSwitch.label',
        defaultMessage: 'Language',
        description: 'the locale switch',
      })}
      data-locale-switch=""
      css={{ borderTop: `1px solid ${theme.colors.border.subtle}`, padding: `${theme.space[3]} ${theme.space[4]}` }}
    >
      <Stack as="ul" direction="row" gap={4} justify="center" wrap>
        {SHOP_LOCALES.map((locale) => {
          const current = locale.id === localeId;
          const region = regionName(locale.id);
          return (
            <li key={locale.id}>
              <Text as="span" size="sm">
                <Link
                  href={equivalentUrl(href, locale.id)}
                  hrefLang={locale.id}
                  lang={locale.id}
                  data-locale={locale.id}
                  {...(current ? { 'aria-current': 'true' as const } : {})}
                  css={current ? { fontWeight: theme.fontWeights.semibold } : undefined}
                >
                  {localeLabel(intl, locale.id)}
                  {region ? <VisuallyHidden>{` (${region})`}</VisuallyHidden> : null}
                </Link>
              </Text>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
