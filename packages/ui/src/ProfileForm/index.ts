export {
  ProfileForm,
  ACCOUNT_FORM_MAX_WIDTH,
  type ProfileField,
  type ProfileFormProps,
  type ProfileFormText,
} from './ProfileForm';
