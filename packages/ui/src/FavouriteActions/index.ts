export { FavouriteActionsProvider, useFavouriteActions, type FavouriteActions } from './FavouriteActions';
