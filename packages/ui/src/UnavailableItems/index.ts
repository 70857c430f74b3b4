export { UnavailableItems, type UnavailableItemsMessages, type UnavailableItemsProps } from './UnavailableItems';
