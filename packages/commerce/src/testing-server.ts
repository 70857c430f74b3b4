/**
 * For tests only, on the server: the bag and checkout's doubles (an in-memory basket API, line products, loyalty, a
 * guest login and form posts) beside everything of `testing`. Kept out of `testing`, which stories load in the browser:
 * these doubles use the server's basket errors and Node's Buffer.
 */
export * from './testing';
export * from './testing/fakeShop';

/** Request bodies made on demand, for the body-limit tests of the server's readers. */
export { countingBody, streamingPost } from './testing/countingBody';

/** A throwaway redis-server, for the tests of what several instances share. */
export { startRedisServer } from './testing/redisServer';
