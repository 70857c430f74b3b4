export { MessagingBanner, messagingTextColor, messagingButtonLook, type MessagingBannerProps } from './MessagingBanner';
export { messagingBannerBlock } from './messaging-banner.block';
export type { MessagingBannerContent, MessagingBannerButton } from './types';
