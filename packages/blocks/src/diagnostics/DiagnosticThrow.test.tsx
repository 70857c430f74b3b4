import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/diagnostic-throw.json';
import { diagnosticBlocks } from '../index';
import { renderFixture } from '../test/harness';

describe('diagnostic-throw', () => {
  // React reports the caught render error on the console; keep the output readable.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is the only diagnostic block', () => {
    expect(diagnosticBlocks.map((block) => block.schema)).toEqual(['https://schema.ridgeline.dev/diagnostic-throw']);
  });

  it('throws while rendering; the renderer shows a failure card in development', async () => {
    const { container, logger } = await renderFixture(fixture, { mode: 'development' });
    expect(await screen.findByText(/This block could not be displayed/)).toBeInTheDocument();
    expect(container.textContent).toContain(fixture.message);
    expect(logger.entries.some((entry) => entry.kind === 'block-error')).toBe(true);
  });

  it('in production tells the shopper in plain words, with Try Again, and logs one structured line', async () => {
    const { container, logger } = await renderFixture(fixture, { mode: 'production' });
    expect(container.querySelector('[data-schema]')).toBeNull();
    expect(screen.queryByText(/This block could not be displayed/)).toBeNull();
    expect(container.textContent).not.toContain(fixture.message);
    expect(screen.getByText('Something went wrong. Try again!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(logger.entries.filter((entry) => entry.kind === 'block-error')).toHaveLength(1);
  });

  it('with throwsIn "browser" renders an empty box on the server and throws in the browser', async () => {
    const { renderToString } = await import('react-dom/server');
    const { DiagnosticThrow } = await import('./DiagnosticThrow');
    const props = {
      content: { ...fixture, throwsIn: 'browser' as const },
      data: undefined,
      rootProps: { 'data-schema': fixture._meta.schema },
    };
    const realDocument = globalThis.document;
    vi.stubGlobal('document', undefined);
    try {
      expect(renderToString(<DiagnosticThrow {...props} />)).toBe(`<div data-schema="${fixture._meta.schema}"></div>`);
    } finally {
      vi.stubGlobal('document', realDocument);
    }
    expect(() => DiagnosticThrow(props)).toThrow(fixture.message);
  });
});
