export {
  CountryDialog,
  ExitIntentDialog,
  PickUpDialog,
  type CountryDialogProps,
  type ExitIntentDialogProps,
  type PickUpDialogProps,
} from './OverlayDialog';
