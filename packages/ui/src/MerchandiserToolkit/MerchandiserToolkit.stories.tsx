import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MerchandiserToolkit } from './MerchandiserToolkit';

const meta = {
  title: 'Shell/MerchandiserToolkit',
  component: MerchandiserToolkit,
  args: {
    open: false,
    onOpenChange: fn(),
    status: 'ready',
    groups: [{ id: 'Everyone' }, { id: 'VIP' }, { id: 'Outlet' }],
    search: '',
    onSearchChange: fn(),
    draft: {
      effectiveDateTime: '',
      customerGroupIds: ['VIP'],
      sourceCode: '',
      customQualifiers: {},
      assignmentQualifiers: {},
    },
    onDraftChange: fn(),
    onAddQualifier: () => true,
    applied: false,
    busy: false,
    summary: 'To send: {"customerGroupIds":["VIP"]}',
    dateFormat: 'DD/MM/YYYY HH:mm:ss',
    onApply: fn(),
    onRefresh: fn(),
    onClearAll: fn(),
    onExit: fn(),
  },
} satisfies Meta<typeof MerchandiserToolkit>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true, applied: true } };
