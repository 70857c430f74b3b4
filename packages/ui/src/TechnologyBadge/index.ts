export { TechnologyBadge, type TechnologyBadgeProps } from './TechnologyBadge';
export {
  technologyBadges,
  technologyBadgeCode,
  technologyBadgeName,
  type TechnologyBadgeLanguage,
  type TechnologyBadgeNames,
} from './technologyBadges';
