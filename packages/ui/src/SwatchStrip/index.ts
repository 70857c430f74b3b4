export { SwatchStrip, swatchImageWidth, type Swatch, type SwatchStripProps } from './SwatchStrip';
