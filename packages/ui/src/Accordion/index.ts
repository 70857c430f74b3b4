export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  type AccordionProps,
  type AccordionSingleProps,
  type AccordionMultipleProps,
  type AccordionItemData,
  type AccordionItemProps,
  type AccordionHeadingLevel,
} from './Accordion';
