import { z } from 'zod';

/**
 * The app's one import of zod: every module that builds a schema takes `z` from here, so this runs before any schema
 * exists, in the server and in every browser bundle (the sign-in dialog, the account and checkout forms).
 *
 * `jitless`: zod 4 compiles object parsers with `new Function` when it may, and decides so by probing `new Function('')`
 * when an object schema is built. Our Content-Security-Policy has no `'unsafe-eval'`, so in the browser that probe is a
 * CSP violation (reported, though zod swallows the error) each time the dialog loads. The interpreted parser is fast
 * enough for forms of a few fields, and the same everywhere.
 */
z.config({ jitless: true });

export { z };
