export { Link, type LinkProps, type LinkVariant } from './Link';
export { safeHref } from './safeHref';
