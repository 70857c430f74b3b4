export { Icon, type IconProps, type IconSize } from './Icon';
export { iconNames, type IconName } from './paths';
