export { Card, CardHeadingLevel, CARD_IMAGE, type CardProps } from './Card';
export { cardBlock } from './card.block';
export type { CardContent } from './types';
