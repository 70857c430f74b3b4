import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is a flex column without a gap by default', () => {
    render(<Stack data-testid="stack">content</Stack>);
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(stack.style.gap).toBe('');
  });

  it('turns the layout props into token styles and keeps them off the DOM', () => {
    render(
      <Stack data-testid="stack" direction="row" gap={3} align="center" justify="between" wrap>
        content
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveStyle({
      flexDirection: 'row',
      gap: '12px',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
    for (const prop of ['direction', 'gap', 'align', 'justify', 'wrap']) expect(stack).not.toHaveAttribute(prop);
  });

  it('renders a list without bullets or indent and keeps its list semantics', () => {
    render(
      <Stack as="ul" gap={2} aria-label="Addresses">
        <li>Home</li>
        <li>Work</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Addresses' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveStyle({ listStyle: 'none', margin: '0px', padding: '0px' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('passes the element props and the ref of the chosen element through', () => {
    const ref = createRef<HTMLFormElement>();
    render(
      <Stack as="form" ref={ref} method="post" action="/account" aria-label="Profile" gap={4}>
        <button type="submit">Save</button>
      </Stack>,
    );
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(ref.current).toBe(form);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account');
  });

  it('drops the border of a fieldset, and a caller css still wins over the resets', () => {
    render(
      <Stack as="fieldset" css={{ marginTop: '8px' }}>
        <legend>Birthday</legend>
      </Stack>,
    );
    const group = screen.getByRole('group', { name: 'Birthday' });
    expect(group).toHaveStyle({ borderStyle: 'none' });
    expect(group).toHaveStyle({ marginTop: '8px', marginBottom: '0px' });
  });
});
