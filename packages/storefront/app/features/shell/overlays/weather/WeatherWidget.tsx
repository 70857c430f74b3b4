import { lazy, Suspense, useState } from 'react';
import { Button, Icon } from '@ridgeline/ui';
import type { Recommendation } from '@ridgeline/commerce';
import type { ShellConfig } from '../config';
import { fetchMarketingAction, MARKETING_SLOTS, type MarketingJson } from '@ridgeline/renderer';
import { weatherRecommendations } from './weather';

const WeatherDrawer = lazy(() => import('./WeatherDrawer').then((m) => ({ default: m.WeatherDrawer })));

export const WEATHER_BUTTON_LABEL = 'Weather';

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
        {WEATHER_BUTTON_LABEL}
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
