export { PriceTierList, defaultPriceTierCap, type PriceTierListProps } from './PriceTierList';
export { groupPriceTiers, priceKey, type PricedColour, type PriceTier } from './groupPriceTiers';
