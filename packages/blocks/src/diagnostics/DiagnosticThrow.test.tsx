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

  it('renders nothing in production and logs one structured line', async () => {
    const { container, logger } = await renderFixture(fixture, { mode: 'production' });
    expect(container.querySelector('[data-schema]')).toBeNull();
    expect(screen.queryByText(/This block could not be displayed/)).toBeNull();
    expect(logger.entries.filter((entry) => entry.kind === 'block-error')).toHaveLength(1);
  });
});
