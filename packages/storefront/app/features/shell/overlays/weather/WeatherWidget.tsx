import { lazy, Suspense, useState } from 'react';
import { Button, Icon, theme } from '@ridgeline/ui';
import type { Recommendation } from '@ridgeline/commerce';
import type { ShellConfig } from '../config';
import { fetchMarketingAction, MARKETING_SLOTS, type MarketingJson } from '@ridgeline/renderer';
import { weatherRecommendations } from './weather';

const WeatherDrawer = lazy(() => import('./WeatherDrawer').then((m) => ({ default: m.WeatherDrawer })));

export const WEATHER_BUTTON_LABEL = 'Weather';

/**
 * On a phone the word would push the header's icons over the logo (issue 21: at 360–390 px): there the button shows
 * its icon and keeps the word as its accessible name, hidden the way VisuallyHidden hides.
 */
const phoneHiddenLabel = {
  [theme.mq.down('sm')]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
} as const;

/**
 * The header's weather control: a button (server HTML) that, once pressed, loads the weather slot and the
 * recommendations of the `weather-widget` zone (none while do-not-track is on) and opens the drawer.
 */
export function WeatherWidget({ config }: { config: ShellConfig }) {
  const [open, setOpen] = useState(false);
  const [json, setJson] = useState<MarketingJson | undefined>();
  const [recommendations, setRecommendations] = useState<Recommendation[] | undefined>();
  const load = () => {
    if (json) return;
    setJson({});
    void fetchMarketingAction(MARKETING_SLOTS.weather, config.locale).then((action) => setJson(action?.json ?? {}));
    void weatherRecommendations().then((result) => setRecommendations(result.recommendations));
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Icon name="info" />
        <span css={phoneHiddenLabel}>{WEATHER_BUTTON_LABEL}</span>
      </Button>
      {json !== undefined ? (
        <Suspense fallback={null}>
          <WeatherDrawer
            open={open}
            onOpenChange={setOpen}
            json={json}
            recommendations={recommendations}
            locale={config.locale}
          />
        </Suspense>
      ) : null}
    </>
  );
}
