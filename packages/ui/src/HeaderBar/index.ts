export { HeaderBar, HeaderIconLink, HeaderLogoLink, SkipLink, HEADER_STICKY_ATTRIBUTE, type HeaderBarProps, type HeaderTone } from './HeaderBar';
