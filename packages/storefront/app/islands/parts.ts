import type { ComponentType } from 'react';
import { SHELL_OFFLINE_ISLAND, SHELL_OVERLAYS_ISLAND, SHELL_WEATHER_ISLAND } from '../shell/overlays/config';

/**
 * The storefront's app-part islands (header controls, shop forms): kind → loader of the component the browser
 * hydrates it with. The server writes the same kind with `<Island kind=…>` (`@ridgeline/renderer`). Each loader is a
 * dynamic import, so a page loads only the parts it shows, when their triggers hold.
 */
export const ISLAND_PARTS: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  // The shell's overlays, offline handling and page-view activity (app/shell/overlays; 'shell-overlays').
  [SHELL_OVERLAYS_ISLAND]: () => import('../shell/overlays/OverlayGate').then((m) => m.OverlayGate),
  [SHELL_WEATHER_ISLAND]: () => import('../shell/overlays/weather/WeatherWidget').then((m) => m.WeatherWidget),
  [SHELL_OFFLINE_ISLAND]: () => import('../shell/offline/OfflineScreen').then((m) => m.OfflinePageScreen),
};
