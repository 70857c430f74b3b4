export * from './AuthDialog';
