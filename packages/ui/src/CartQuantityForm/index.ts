export { CartQuantityForm, type CartQuantityFormMessages, type CartQuantityFormProps } from './CartQuantityForm';
