export {
  ProductGallery,
  galleryImageWidth,
  galleryThumbnailWidth,
  type GalleryImage,
  type ProductGalleryProps,
} from './ProductGallery';
