import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { jacketsGuide } from './fixtures';
import { SizeGuideLink, SizeGuideTable } from './SizeGuide';

const meta = {
  title: 'Product/SizeGuide',
  component: SizeGuideLink,
  tags: ['autodocs'],
  args: { guide: jacketsGuide },
} satisfies Meta<typeof SizeGuideLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opens the guide in a drawer; Escape closes it and focus comes back to the link. */
export const OpensInADrawer: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Size guide' });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: "Men's jackets" });
    await expect(within(dialog).getByRole('table', { name: "Men's jackets: body measurements" })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** The table alone, as the page's size guide section shows it (also without JavaScript). */
export const Table: Story = {
  render: (args) => <SizeGuideTable guide={args.guide} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  },
};
