export { RidgelineProvider, type RidgelineProviderProps } from './RidgelineProvider';
