import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useLiveVisualization,
  VISUALIZATION_CONNECTION_TIMEOUT_MS,
  type LiveVisualizationOptions,
  type VisualizationSdkModule,
} from './useLiveVisualization';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EDITOR = 'https://app.amplience.net';
let root: Root | undefined;
let container: HTMLElement;

/** The hook's answer, written where the test reads it: the status and the content (a string in these tests). */
function Probe({ initial, options }: { initial: unknown; options: LiveVisualizationOptions }) {
  const { content, status } = useLiveVisualization(initial, options);
  return <output data-status={status}>{String(content)}</output>;
}

const seen = () => {
  const output = container.querySelector('output')!;
  return { content: output.textContent, status: output.dataset.status };
};

async function mount(options: Partial<LiveVisualizationOptions>) {
  const all: LiveVisualizationOptions = {
    enabled: true,
    editorOrigins: [EDITOR],
    loadSdk: vi.fn(() => Promise.reject(new Error('not loaded in this test'))),
    prepare: vi.fn(async (model: unknown) => ({ prepared: model })),
    onRefusedOrigin: vi.fn(),
    onPrepareFailed: vi.fn(),
    ...options,
  };
  container = document.createElement('div');
  root = createRoot(container);
  await act(async () => root!.render(<Probe initial="server render" options={all} />));
  return all;
}

/** The page framed by a parent whose origin the browser reports through the referrer. */
function framedBy(origin: string) {
  Object.defineProperty(window, 'parent', { configurable: true, get: () => ({ postMessage() {} }) });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => `${origin}/content` });
}

/** A fake SDK: connects (or not), and hands the test the `form.changed` listener. */
function fakeSdk(connects = true) {
  const form: { onChange?: (model: unknown) => void; disposed: boolean } = { disposed: false };
  const init = vi.fn(async () => {
    if (!connects) throw new Error('no answer within the connection timeout');
    return {
      form: {
        changed(onChange: (model: unknown) => void) {
          form.onChange = onChange;
          return () => {
            form.disposed = true;
          };
        },
      },
    };
  });
  return { form, init, loadSdk: vi.fn(async () => ({ init }) as unknown as VisualizationSdkModule) };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete (window as { parent?: unknown }).parent;
  delete (document as { referrer?: unknown }).referrer;
});

describe('useLiveVisualization', () => {
  it('stays the server render, standalone, when not enabled or not framed; the SDK is never loaded', async () => {
    const off = await mount({ enabled: false });
    expect(seen()).toEqual({ content: 'server render', status: 'standalone' });
    const top = await mount({});
    expect(seen().status).toBe('standalone');
    expect(off.loadSdk).not.toHaveBeenCalled();
    expect(top.loadSdk).not.toHaveBeenCalled();
  });

  it('a parent at another origin gets no connection, and is reported once', async () => {
    framedBy('https://evil.example');
    const options = await mount({});
    expect(seen().status).toBe('standalone');
    expect(options.loadSdk).not.toHaveBeenCalled();
    expect(options.onRefusedOrigin).toHaveBeenCalledTimes(1);
    expect(options.onRefusedOrigin).toHaveBeenCalledWith('https://evil.example');
  });

  it('inside the Amplience app: connects with the timeout, and renders the latest edit prepared', async () => {
    framedBy(EDITOR);
    const sdk = fakeSdk();
    const preparations: ((value: unknown) => void)[] = [];
    const prepare = vi.fn(() => new Promise<unknown>((resolve) => preparations.push(resolve)));
    await mount({ loadSdk: sdk.loadSdk, prepare });
    expect(seen().status).toBe('live');
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ connectionTimeout: VISUALIZATION_CONNECTION_TIMEOUT_MS, targetOrigin: EDITOR }),
    );
    act(() => sdk.form.onChange!({ content: { title: 'first' } }));
    act(() => sdk.form.onChange!({ title: 'second' }));
    expect(prepare).toHaveBeenNthCalledWith(1, { title: 'first' });
    expect(prepare).toHaveBeenNthCalledWith(2, { title: 'second' });
    // the second edit is prepared first; the first, finishing later, is stale and dropped
    await act(async () => preparations[1]!('second prepared'));
    await act(async () => preparations[0]!('first prepared'));
    expect(seen().content).toBe('second prepared');
  });

  it('a model that cannot be prepared is reported and the last good render stays', async () => {
    framedBy(EDITOR);
    const sdk = fakeSdk();
    const failure = new Error('schema not found');
    const options = await mount({ loadSdk: sdk.loadSdk, prepare: () => Promise.reject(failure) });
    await act(async () => sdk.form.onChange!({ title: 'broken' }));
    expect(options.onPrepareFailed).toHaveBeenCalledWith(failure);
    expect(seen().content).toBe('server render');
  });

  it('nobody answering in time leaves a plain preview; leaving the page ends the connection', async () => {
    framedBy(EDITOR);
    await mount({ loadSdk: fakeSdk(false).loadSdk });
    expect(seen().status).toBe('standalone');
    const connected = fakeSdk();
    await mount({ loadSdk: connected.loadSdk });
    act(() => root!.unmount());
    root = undefined;
    expect(connected.form.disposed).toBe(true);
  });
});
