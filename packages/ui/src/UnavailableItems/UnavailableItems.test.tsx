import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../test/render';
import { UnavailableItems } from './UnavailableItems';

describe('UnavailableItems', () => {
  it('a notice with a Remove form for every listed item, and the dialog opening on its own', async () => {
    renderWithProvider(
      <UnavailableItems
        action="/cart"
        itemIds={['i1', 'i2']}
        names={['Fleece', 'Boots']}
        messages={{ title: 'Items Unavailable', body: 'They go.', remove: 'Remove' }}
      />,
    );
    expect(screen.getByTestId('unavailable-notice')).toHaveTextContent('They go. (Fleece, Boots)');
    const dialog = await screen.findByRole('dialog', { name: 'Items Unavailable' });
    const form = within(dialog).getByRole('button', { name: 'Remove' }).closest('form')!;
    expect(new FormData(form).getAll('itemId')).toEqual(['i1', 'i2']);
    expect(new FormData(form).get('intent')).toBe('remove-unavailable');
  });
});
