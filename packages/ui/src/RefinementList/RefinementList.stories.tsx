import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoFacets } from './fixtures';
import { RefinementList } from './RefinementList';

const meta = {
  title: 'Components/RefinementList',
  component: RefinementList,
  tags: ['autodocs'],
  args: { facets: demoFacets, clearHref: '#clear' },
  render: (args) => (
    <div style={{ maxWidth: '280px' }}>
      <RefinementList {...args} />
    </div>
  ),
} satisfies Meta<typeof RefinementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Blue \(3\) ?, selected$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '#clear');
    // A facet folds and unfolds without JavaScript of its own (<details>).
    const size = canvasElement.querySelector('details[data-facet="c_size"]') as HTMLDetailsElement;
    await userEvent.click(within(size).getByText('Size'));
    await expect(size.open).toBe(false);
    await userEvent.click(within(size).getByText('Size'));
    await expect(size.open).toBe(true);
  },
};

export const Collapsed: Story = {
  args: { collapsed: ['c_size', 'price'] },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('details[data-facet="price"]') as HTMLDetailsElement).open).toBe(false);
    await expect((canvasElement.querySelector('details[data-facet="c_color"]') as HTMLDetailsElement).open).toBe(true);
  },
};

export const NothingSelected: Story = {
  args: {
    facets: demoFacets.map((facet) => ({
      ...facet,
      values: facet.values.map((value) => ({ ...value, selected: false })),
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Clear all' })).toBeNull();
  },
};
