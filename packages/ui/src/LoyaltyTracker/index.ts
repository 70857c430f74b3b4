export { LoyaltyTracker, type LoyaltyTrackerProps } from './LoyaltyTracker';
