export { CountBadge, formatBadgeCount, COUNT_BADGE_DISPLAY_LIMIT, type CountBadgeProps } from './CountBadge';
