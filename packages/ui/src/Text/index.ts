export { Text, type TextProps, type TextElement } from './Text';
