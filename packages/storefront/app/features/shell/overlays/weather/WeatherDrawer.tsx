import { RecommendationsDrawer } from '@ridgeline/ui';
import type { Recommendation } from '@ridgeline/commerce';
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

/** The weather drawer (ui's `RecommendationsDrawer`): today's recommendations (or 'No recommendations available.') and a link to all of them. */
export function WeatherDrawer({ open, onOpenChange, json, recommendations, locale }: WeatherDrawerProps) {
  return (
    <RecommendationsDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={textOf(json.drawerTitle) ?? textOf(json.title) ?? 'Weather'}
      description={textOf(json.drawerSubtitle)}
      items={recommendations}
      emptyText={NO_RECOMMENDATIONS_TEXT}
      viewAll={{ href: weatherViewAllHref(json.viewAllLink, locale), label: textOf(json.viewAllText) ?? 'View all' }}
    />
  );
}
