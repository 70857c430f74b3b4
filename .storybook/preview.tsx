import type { Preview } from '@storybook/react-vite';
import { RidgelineProvider } from '@ridgeline/ui';
import { configure } from 'storybook/test';

// The play functions' findBy*/waitFor give up after 1 s by default; a drawer or dialog whose panel loads lazily can
// take longer on a 2-core CI machine kept busy (a FilterDrawer story missed it once under two busy loops). A hang
// guard, as in the ui unit tests' setup: a passing wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const preview: Preview = {
  // Every story renders inside the provider a Ridgeline page has at its root.
  decorators: [
    (Story) => (
      <RidgelineProvider>
        <Story />
      </RidgelineProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test (and show as errors in the a11y panel).
    // axe ships WCAG 2.2's target-size rule (24 x 24 CSS px, or enough spacing) switched off: on here.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    viewport: {
      options: {
        mobile: viewport('Mobile', 375, 812, 'mobile'),
        tablet: viewport('Tablet', 768, 1024, 'tablet'),
        laptop: viewport('Laptop', 1024, 768, 'desktop'),
        desktop: viewport('Desktop', 1440, 900, 'desktop'),
      },
    },
  },
};

export default preview;
