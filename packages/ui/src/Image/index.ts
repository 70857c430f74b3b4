export { Image, reservedRatioStyles, type ImageProps, type ImageSource } from './Image';
export { imageSizes, type SlotWidths } from './sizes';
