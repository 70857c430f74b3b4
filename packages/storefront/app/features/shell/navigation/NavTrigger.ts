// The desktop menu's island component (kind `nav-trigger`): ui's disclosure trigger, alone in its chunk.
export { DisclosureNavTrigger as NavTrigger } from '@ridgeline/ui';
