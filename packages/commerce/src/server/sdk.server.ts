import { createRequire } from 'node:module';

/**
 * commerce-sdk-isomorphic, loaded as CommonJS: its ESM build (`lib/index.esm.js`) calls `require`
 * at module scope (core-js, node-fetch) and fails under Node's ESM loader
 * ("require is not defined in ES module scope"). The CJS build works in Node 20.
 */
type Sdk = typeof import('commerce-sdk-isomorphic');
const requireCjs = createRequire(import.meta.url);
export const sdk: Sdk = requireCjs('commerce-sdk-isomorphic') as Sdk;
