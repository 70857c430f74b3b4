export * from './tokens';
export { mq, mediaCondition } from './mq';
export { theme, type RidgelineTheme } from './theme';
export { globalStyles } from './globalStyles';
export { contrastRatio, minimumScrimOpacity } from './contrast';
export { scrimToneFor, textScrim, textScrimStyles, type ScrimTone } from './scrim';
