export { Footer, FOOTER_ACCORDION_IDS, type FooterProps } from './Footer';
export { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
export * from './newsletter';
export * from './actions';
export { footerBlock } from './footer.block';
export type { FooterContent, FooterColumn, FooterLink } from './types';
