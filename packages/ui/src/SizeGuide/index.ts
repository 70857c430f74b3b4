export {
  SizeGuideLink,
  SizeGuideTable,
  SIZE_GUIDE_SECTION_ID,
  defaultSizeGuideText,
  type SizeGuideData,
  type SizeGuideText,
} from './SizeGuide';
