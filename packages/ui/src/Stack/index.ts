export {
  Stack,
  type StackProps,
  type StackOwnProps,
  type StackElement,
  type StackAlign,
  type StackJustify,
} from './Stack';
