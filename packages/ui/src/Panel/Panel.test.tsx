import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a bordered card on the page background by default', () => {
    render(<Panel data-testid="panel">content</Panel>);
    expect(screen.getByTestId('panel')).toHaveStyle({
      padding: '16px',
      borderTop: '1px solid #D1D5DB',
      borderRadius: '8px',
      backgroundColor: '#FFFFFF',
      display: 'flex',
      flexDirection: 'column',
    });
  });

  it('can be a tinted box without a border, with its own padding and radius', () => {
    render(
      <Panel as="aside" tone="subtle" bordered={false} padding={3} radius="md" aria-label="Loyalty">
        content
      </Panel>,
    );
    const panel = screen.getByRole('complementary', { name: 'Loyalty' });
    expect(panel).toHaveStyle({ padding: '12px', borderRadius: '4px', backgroundColor: '#F9FAFB' });
    expect(panel).toHaveStyle({ borderTopStyle: 'none' });
    for (const prop of ['tone', 'bordered', 'radius']) expect(panel).not.toHaveAttribute(prop);
  });

  it('is a list item in a list of cards, with a gap between its lines', () => {
    render(
      <ul>
        <Panel as="li" gap={2}>
          Home address
        </Panel>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveStyle({ gap: '8px', listStyle: 'none' });
  });
});
