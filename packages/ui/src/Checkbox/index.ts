export { Checkbox, type CheckboxProps, type CheckboxSize } from './Checkbox';
