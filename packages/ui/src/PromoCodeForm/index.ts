export { PromoCodeForm, type PromoCode, type PromoCodeFormProps, type PromoCodeFormText } from './PromoCodeForm';
