// The worker `startIntlWarmUp` starts: warms ICU for the language it is sent, says so, and is ended.
import { warmUpIntl, type IntlWarmUpRequest } from './warmUpIntl';

/** The part of a dedicated worker's global scope used here (the app's types are the document's, not a worker's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<IntlWarmUpRequest>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener('message', (event) => {
  warmUpIntl(event.data);
  scope.postMessage('warm');
});
