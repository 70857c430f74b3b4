// The only script an islands document loads (see README, "Islands"). It starts the islands runtime in two steps, each
// in a task of its own: React DOM first (two thirds of the runtime's code, imported here so it comes with this
// script), then the rest of the runtime, which starts hydrating. Evaluated in one go, the runtime is one task of
// 70–90 ms on a mid-range phone, all of it Total Blocking Time; in two steps, neither blocks.
import 'react-dom/client';
import { log, messageOf } from './platform/log';

/** Lets the browser run what waits (input, rendering) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

nextTask()
  .then(() => import('./islands/runtime'))
  .then(({ startIslands }) => startIslands())
  .catch((error: unknown) => {
    // The server HTML stays as it is: links navigate, forms submit. One line, as an island that cannot load logs.
    log.error({ event: 'islands-runtime-failed' }, messageOf(error));
  });
