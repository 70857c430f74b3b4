import { useRouteLoaderData } from 'react-router';
import { Island } from '@ridgeline/renderer';
import { SHELL_WEATHER_ISLAND, type ShellConfig } from '../config';
import { WeatherWidget } from './WeatherWidget';

/**
 * For the header: the weather control as an island of its own (`interaction`: its code loads on the first hover, focus
 * or tap, and a first click is replayed). It reads the shell configuration the root loader sends (`overlays`), so the
 * header mounts it with no props; without one (preview, visualization) it renders nothing.
 */
export function WeatherButton() {
  const root = useRouteLoaderData('root') as { overlays?: ShellConfig } | undefined;
  if (!root?.overlays) return null;
  return (
    <Island kind={SHELL_WEATHER_ISLAND} trigger="interaction" props={{ config: root.overlays }}>
      <WeatherWidget config={root.overlays} />
    </Island>
  );
}
