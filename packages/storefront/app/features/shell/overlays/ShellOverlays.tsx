import { Island } from '@ridgeline/renderer';
import { SHELL_OVERLAYS_ISLAND, type ShellConfig } from './config';
import { OverlayGate } from './OverlayGate';

/**
 * The shell's overlays, offline handling and page-view activity, mounted once by the root after the page's content.
 * In an islands document it is an `idle` island whose server HTML is empty; elsewhere (editor routes, the toolkit) the
 * same component runs in the hydrated app. Nothing is rendered without a configuration (preview and visualization).
 */
export function ShellOverlays({ config }: { config: ShellConfig | undefined }) {
  if (!config) return null;
  return (
    <Island kind={SHELL_OVERLAYS_ISLAND} trigger="idle" props={{ config }}>
      <OverlayGate config={config} />
    </Island>
  );
}
