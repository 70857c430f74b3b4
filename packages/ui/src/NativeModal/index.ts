export { NativeModal, type NativeModalProps } from './NativeModal';
