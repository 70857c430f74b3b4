import core from '../../core-schemas/core.json';
import hierarchy from '../../core-schemas/hierarchy.json';
import localization from '../../core-schemas/localization.json';

/**
 * Amplience's shared definitions (content, content-link, content-reference, image-link,
 * video-link, localized-value, localized-*, hierarchy-node), shipped with the package so
 * that every $ref of a content-type schema resolves without the network.
 */
export const CORE_SCHEMAS: readonly { $id: string }[] = [core, localization, hierarchy];
