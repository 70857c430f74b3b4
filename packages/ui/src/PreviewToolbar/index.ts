export { PreviewToolbar, type PreviewToolbarPreview, type PreviewToolbarProps } from './PreviewToolbar';
