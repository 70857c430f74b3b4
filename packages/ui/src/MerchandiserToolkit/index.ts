export {
  MerchandiserToolkit,
  type MerchandiserToolkitDraft,
  type MerchandiserToolkitProps,
  type MerchandiserToolkitQualifiers,
} from './MerchandiserToolkit';
