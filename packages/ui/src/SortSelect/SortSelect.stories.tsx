import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Components/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: {
    action: '#list',
    label: 'Sort by',
    value: 'best-matches',
    options: [
      { value: 'best-matches', label: 'Best Matches' },
      { value: 'featured-new', label: 'Featured' },
      { value: 'newest', label: 'Newest' },
      { value: 'price-high-to-low', label: 'Price High to Low' },
      { value: 'price-low-to-high', label: 'Price Low to High' },
      { value: 'top-rated', label: 'Top Rated' },
    ],
    hidden: [['refine', 'c_color=Blue']],
    // Stories stay on the page: the submission is reported instead of sent.
    onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    // Hydrated: the Apply button is hidden, a change sends the form.
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const PageSize: Story = {
  args: {
    name: 'limit',
    label: 'Items per page',
    value: '47',
    options: ['47', '50', '100'].map((value) => ({ value, label: value })),
    autoSubmit: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page' }), '100');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
