import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchPanel, type SearchPanelSurface } from './SearchPanel';

const renderForm = ({ variant, inputRef }: SearchPanelSurface) => (
  <form role="search" action="/search" method="get">
    <input
      type="search"
      name="q"
      aria-label="Search"
      id={`story-search-${variant}`}
      {...(inputRef ? { ref: inputRef } : {})}
    />
  </form>
);

const meta = {
  title: 'Components/SearchPanel',
  component: SearchPanel,
  args: { text: { label: 'Search', placeholder: 'Search', close: 'Close search' }, action: '/search', renderForm },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's form (wide screens) or the search button that opens the drawer (narrow ones). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-header-search]')).not.toBeNull();
    await expect(canvas.getAllByRole('search').length).toBeGreaterThan(0);
  },
};
