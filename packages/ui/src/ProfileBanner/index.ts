export { ProfileBanner, type ProfileBannerProps } from './ProfileBanner';
