import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('level %i renders the matching h element', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });

  it('defaults to h2', () => {
    render(<Heading>Default</Heading>);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('keeps size independent of level and out of the DOM', () => {
    render(
      <Heading level={1} size="md" color="sale">
        Small h1
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).not.toHaveAttribute('size');
    expect(heading).not.toHaveAttribute('textcolor');
  });
});
