import { createCompareStore } from '@ridgeline/commerce';
import { log } from '../../../platform/log';

/** The page's compare list (one per page, shared by the tiles' boxes and the tray); storage failures are errors. */
export const compare = createCompareStore((event, detail) => log.error({ ...detail, event }));
