export { Image, reservedRatioStyles, type ImageProps, type ImageSource } from './Image';
