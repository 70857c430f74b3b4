import { Drawer, Link, Stack, Text, theme } from '@ridgeline/ui';
import type { Recommendation } from '../../activity/recommendations';
import type { MarketingJson } from '@ridgeline/renderer';
import { NO_RECOMMENDATIONS_TEXT, weatherViewAllHref } from './weather';

export interface WeatherDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The weather slot's texts (drawerTitle, drawerSubtitle, viewAllText, viewAllLink). */
  json: MarketingJson;
  /** Undefined while they load. */
  recommendations: readonly Recommendation[] | undefined;
  locale: string;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The weather drawer: today's recommendations (or 'No recommendations available.') and a link to all of them. */
export function WeatherDrawer({ open, onOpenChange, json, recommendations, locale }: WeatherDrawerProps) {
  const subtitle = textOf(json.drawerSubtitle);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={textOf(json.drawerTitle) ?? textOf(json.title) ?? 'Weather'}
      {...(subtitle ? { description: subtitle } : {})}
      footer={
        <Link href={weatherViewAllHref(json.viewAllLink, locale)} variant="standalone">
          {textOf(json.viewAllText) ?? 'View all'}
        </Link>
      }
    >
      <div data-weather-drawer="" aria-busy={recommendations === undefined}>
        {recommendations === undefined ? null : recommendations.length === 0 ? (
          <Text color="secondary">{NO_RECOMMENDATIONS_TEXT}</Text>
        ) : (
          <Stack as="ul" gap={4} css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {recommendations.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  variant="unstyled"
                  css={{ display: 'flex', flexDirection: 'column', gap: theme.space[2] }}
                >
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      width={160}
                      height={200}
                      loading="lazy"
                      css={{
                        width: '100%',
                        height: 'auto',
                        objectFit: 'cover',
                        background: theme.colors.background.muted,
                      }}
                    />
                  ) : null}
                  <Text size="sm">{item.name}</Text>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </div>
    </Drawer>
  );
}
