export {
  PersonalisedContainer,
  adaptPersonalisedContainer,
  personalisedItems,
  type PersonalisedContainerProps,
} from './PersonalisedContainer';
export { personalisedContainerBlock } from './personalised-container.block';
export type { PersonalisedContainerContent, PersonalisedVariant } from './types';
