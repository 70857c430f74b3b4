import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntlWarmUp } from './startIntlWarmUp';
import { warmUpIntl } from './warmUpIntl';

/** A worker double: records what it is sent and lets the test answer or fail. */
function fakeWorker() {
  const listeners = new Map<string, () => void>();
  const worker = {
    posted: [] as unknown[],
    terminate: vi.fn(),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    postMessage: (message: unknown) => worker.posted.push(message),
    emit: (type: string) => listeners.get(type)?.(),
  };
  return worker;
}

describe('startIntlWarmUp', () => {
  // the unit tests run in Node, which has no Worker: a browser's is stood in for (the test's doubles are created)
  beforeEach(() => vi.stubGlobal('Worker', class {}));
  afterEach(() => vi.unstubAllGlobals());

  it("sends the page's language and ends the worker once it has warmed ICU", () => {
    const worker = fakeWorker();
    startIntlWarmUp('fr-CA', () => worker as unknown as Worker);
    expect(worker.posted).toEqual([{ locale: 'fr-CA' }]);
    expect(worker.terminate).not.toHaveBeenCalled();
    worker.emit('message');
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('ends the worker when its script fails', () => {
    const worker = fakeWorker();
    startIntlWarmUp('en-US', () => worker as unknown as Worker);
    worker.emit('error');
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('starts nothing without a language, and shrugs off a worker the browser refuses', () => {
    const create = vi.fn(() => {
      throw new DOMException('refused by the policy', 'SecurityError');
    });
    startIntlWarmUp('', create);
    expect(create).not.toHaveBeenCalled();
    expect(() => startIntlWarmUp('en-US', create)).not.toThrow();
    expect(create).toHaveBeenCalledOnce();
  });

  it('starts nothing where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const create = vi.fn();
    startIntlWarmUp('en-US', create);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('warmUpIntl', () => {
  it('builds the formatters for the language it is given', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    warmUpIntl({ locale: 'en-GB' });
    expect(numberFormat).toHaveBeenCalledWith('en-GB', { style: 'currency', currency: 'USD' });
    numberFormat.mockRestore();
  });

  it('ignores a language tag ICU refuses', () => {
    expect(() => warmUpIntl({ locale: 'not a tag!' })).not.toThrow();
  });
});
