import type { SVGProps } from 'react';
import { theme } from '../theme/theme';
import { iconPaths, type IconName } from './paths';

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref' | 'children'> {
  name: IconName;
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`) and the control around it
   * must carry the name; with it the icon is an image (`role="img"`) announced as the label.
   */
  label?: string;
}

export function Icon({ name, size = 'md', label, ...svgProps }: IconProps) {
  const dimension = theme.sizes.icon[size];
  const a11yProps = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      css={{ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }}
      {...a11yProps}
      {...svgProps}
    >
      {iconPaths[name]}
    </svg>
  );
}
