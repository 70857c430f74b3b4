export {
  NewPasswordForm,
  PasswordlessConfirmForm,
  RecoveryNotice,
  RecoveryProblem,
  RecoverySent,
  ResetRequestForm,
  type NewPasswordFormProps,
  type PasswordlessConfirmFormProps,
  type RecoveryFormsText,
  type ResetRequestFormProps,
} from './RecoveryForms';
