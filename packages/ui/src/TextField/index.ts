export { TextField, type TextFieldProps } from './TextField';
export {
  fieldControlStyles,
  fieldLabelStyles,
  fieldDescriptionStyles,
  fieldErrorStyles,
  type FieldSize,
} from './fieldStyles';
