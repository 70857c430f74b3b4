import {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  lineHeights,
  motionDurations,
  opacities,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';
import { mq } from './mq';

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  space,
  sizes,
  radii,
  shadows,
  breakpoints,
  mq,
  zIndices,
  durations,
  motionDurations,
  easings,
  opacities,
} as const;

export type RidgelineTheme = typeof theme;

declare module '@emotion/react' {
  // Module augmentation: `useTheme()` and `css={(theme) => …}` see the Ridgeline tokens.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends RidgelineTheme {}
}
