// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionQueryFields } from './ActionQueryFields';

describe('ActionQueryFields', () => {
  it('sends the query of a GET form’s action as hidden fields', () => {
    const { container } = render(
      <form method="get" action="/search?locale=fr-CA&sort=newest">
        <ActionQueryFields action="/search?locale=fr-CA&sort=newest" />
      </form>,
    );
    const fields = Array.from(container.querySelectorAll('input[type="hidden"]'), (input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(fields).toEqual([
      ['locale', 'fr-CA'],
      ['sort', 'newest'],
    ]);
  });

  it('adds nothing for an action without a query', () => {
    const { container } = render(<ActionQueryFields action="/search" />);
    expect(container.innerHTML).toBe('');
  });
});
