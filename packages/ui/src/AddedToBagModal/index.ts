export { AddedToBagModal, type AddedItem, type AddedToBagModalProps } from './AddedToBagModal';
