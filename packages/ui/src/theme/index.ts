export * from './tokens';
export { mq, mediaCondition } from './mq';
export { theme, type RidgelineTheme } from './theme';
export { globalStyles } from './globalStyles';
export { contrastRatio } from './contrast';
