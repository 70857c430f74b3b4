import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree (contributes to names)', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Add to wish list</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeInTheDocument();
  });
});
