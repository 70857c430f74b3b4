import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import {
  MerchandiserToolkit,
  type MerchandiserToolkitDraft,
  type MerchandiserToolkitProps,
} from './MerchandiserToolkit';

const EMPTY: MerchandiserToolkitDraft = {
  effectiveDateTime: '',
  customerGroupIds: [],
  sourceCode: '',
  customQualifiers: {},
  assignmentQualifiers: {},
};

/** The panel with its draft kept here; a qualifier is accepted when key and value are both non-blank. */
function Harness(overrides: Partial<MerchandiserToolkitProps>) {
  const [draft, setDraft] = useState(EMPTY);
  const [open, setOpen] = useState(true);
  return (
    <MerchandiserToolkit
      open={open}
      onOpenChange={setOpen}
      status="ready"
      groups={[{ id: 'VIP' }, { id: 'Outlet' }]}
      search=""
      onSearchChange={vi.fn()}
      draft={draft}
      onDraftChange={setDraft}
      onAddQualifier={(field, key, value) => {
        if (!key.trim() || !value.trim()) return false;
        setDraft((current) => ({ ...current, [field]: { ...current[field], [key]: value } }));
        return true;
      }}
      applied={false}
      busy={false}
      summary={JSON.stringify(draft.customerGroupIds)}
      dateFormat="DD/MM/YYYY HH:mm:ss"
      onApply={vi.fn()}
      onRefresh={vi.fn()}
      onClearAll={vi.fn()}
      onExit={vi.fn()}
      {...overrides}
    />
  );
}

describe('MerchandiserToolkit', () => {
  it('edits the groups of the draft and applies', async () => {
    const onApply = vi.fn();
    renderWithProvider(<Harness onApply={onApply} />);
    const dialog = await screen.findByRole('dialog', { name: 'Merchandiser toolkit' });
    expect(dialog).toHaveAccessibleDescription('Simulate a shopper context');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP' }));
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    expect(within(dialog).getByText('["VIP"]')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused qualifier in its fields; adds and removes an accepted one', async () => {
    renderWithProvider(<Harness />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Custom qualifiers' }));
    const key = within(dialog).getByLabelText('Custom qualifier key');
    await userEvent.type(key, 'segment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom qualifier' }));
    expect(key).toHaveValue('segment');
    await userEvent.type(within(dialog).getByLabelText('Custom qualifier value'), 'outdoor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add custom qualifier' }));
    expect(key).toHaveValue('');
    const list = within(dialog).getByRole('list', { name: 'Custom qualifiers' });
    expect(within(list).getByText('segment = outdoor')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove segment' }));
    expect(within(dialog).queryByRole('list', { name: 'Custom qualifiers' })).toBeNull();
  });

  it('says Update when a context is applied; disables Apply until the groups are loaded; shows a load failure', async () => {
    renderWithProvider(<Harness applied status="failed" groups={[]} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The customer groups could not be loaded.');
  });
});
