import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { PreviewToolbar, type PreviewToolbarProps } from './PreviewToolbar';

const props = (overrides: Partial<PreviewToolbarProps> = {}): PreviewToolbarProps => ({
  preview: {
    name: 'Staging',
    hub: 'ridgeline',
    vse: 'abc.staging.bigcontent.io',
    customerGroups: ['Everyone'],
    availableGroups: ['Everyone', 'VIP'],
  },
  action: '/__preview',
  returnTo: '/t/about?x=1',
  dateFormat: 'DD/MM/YYYY HH:mm:ss',
  datePlaceholder: '01/01/2027 00:00:00',
  validateDate: () => undefined,
  onApplyGroups: vi.fn(),
  ...overrides,
});

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return screen.findByRole('dialog', { name: 'Preview' });
};

describe('PreviewToolbar', () => {
  it('opens a drawer naming the environment; Preview and Visualisation start open with a point in time', async () => {
    renderWithProvider(
      <PreviewToolbar
        {...props({ contentItem: { id: 'item-1', authoringHref: 'https://app.example/#!/edit/item-1' } })}
        preview={{ ...props().preview, timestampText: '02/01/2027 10:00:00' }}
      />,
    );
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('Staging · 02/01/2027 10:00:00');
    expect(within(dialog).getByText('Viewing content as of 02/01/2027 10:00:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open in Amplience/ })).toHaveAttribute(
      'href',
      'https://app.example/#!/edit/item-1',
    );
  });

  it('refuses an Update whose date the caller rejects, and shows the message', async () => {
    const validateDate = vi.fn(() => 'Enter the date as DD/MM/YYYY HH:mm:ss.');
    renderWithProvider(<PreviewToolbar {...props({ validateDate })} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const field = within(dialog).getByLabelText('Date and time (DD/MM/YYYY HH:mm:ss)');
    await userEvent.type(field, 'nonsense');
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('action', '/__preview');
    expect(within(form).getByDisplayValue('/t/about?x=1')).toHaveAttribute('name', 'returnTo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(validateDate).toHaveBeenCalledWith('nonsense');
    expect(within(dialog).getByText('Enter the date as DD/MM/YYYY HH:mm:ss.')).toBeInTheDocument();
  });

  it('applies the checked customer groups, and says when the toolkit overrides them', async () => {
    const onApplyGroups = vi.fn();
    renderWithProvider(
      <PreviewToolbar
        {...props({ onApplyGroups })}
        preview={{ ...props().preview, toolkitCustomerGroups: ['Outlet'] }}
      />,
    );
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Personalisation' }));
    expect(within(dialog).getByText(/The merchandiser toolkit is simulating Outlet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply groups' }));
    expect(onApplyGroups).toHaveBeenCalledWith(['Everyone', 'VIP']);
  });

  it('says when the page has no content item', async () => {
    renderWithProvider(<PreviewToolbar {...props()} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Visualisation' }));
    expect(within(dialog).getByText('This page has no content item.')).toBeInTheDocument();
  });
  it('offers Exit preview on a page of its own, and hides it inside a frame (the Amplience app)', async () => {
    const { unmount } = renderWithProvider(<PreviewToolbar {...props()} />);
    let dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Environment' }));
    const exit = within(dialog).getByRole('button', { name: 'Exit preview' });
    expect(exit).toHaveAttribute('value', 'exit');
    expect(exit.closest('form')).toHaveAttribute('action', '/__preview');
    unmount();

    // inside a frame the page's window is not the top one
    const self = Object.getOwnPropertyDescriptor(window, 'self')!;
    Object.defineProperty(window, 'self', { configurable: true, get: () => ({}) });
    try {
      renderWithProvider(<PreviewToolbar {...props()} />);
      dialog = await open();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Environment' }));
      expect(within(dialog).getByText('Hub ridgeline · abc.staging.bigcontent.io')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Exit preview' })).toBeNull();
    } finally {
      Object.defineProperty(window, 'self', self);
    }
  });
});
