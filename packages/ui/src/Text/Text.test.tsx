import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default', () => {
    render(<Text>Body copy</Text>);
    expect(screen.getByText('Body copy').tagName).toBe('P');
  });

  it('renders the element given in `as`', () => {
    render(
      <Text as="span" size="sm" weight="bold" color="sale">
        Sale price
      </Text>,
    );
    const element = screen.getByText('Sale price');
    expect(element.tagName).toBe('SPAN');
    expect(element).not.toHaveAttribute('size');
    expect(element).not.toHaveAttribute('weight');
  });
});
