import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuickSearchForm } from './QuickSearchForm';

const meta = {
  title: 'Components/QuickSearchForm',
  component: QuickSearchForm,
  args: {
    action: '/search',
    label: 'Search',
    placeholder: 'Search',
    value: '',
    onValueChange: fn(),
    groups: [{ id: 'recent', label: 'Recent searches', options: [{ id: 'r1', label: 'rain jacket' }] }],
    onSelect: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    submitLabel: 'Submit search',
    ready: true,
    viewAll: { href: '/search?q=jacket', label: 'View all results for “jacket”' },
  },
} satisfies Meta<typeof QuickSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header search's form: its combobox, the arrow submit button and (with products) the view-all link. */
export const HeaderForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit search' })).toBeVisible();
  },
};
