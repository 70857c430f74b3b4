export * from './AuthForms';
