export { Modal, preloadModal, type ModalProps } from './Modal';
