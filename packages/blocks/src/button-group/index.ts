export { ButtonGroup, type ButtonGroupProps } from './ButtonGroup';
export { buttonGroupBlock } from './button-group.block';
export type { ButtonGroupContent, ButtonGroupButton } from './types';
