import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterDrawer } from './FilterDrawer';
import { chosenFilterDrawer } from './fixtures';

const meta = {
  title: 'Commerce/FilterDrawer',
  component: FilterDrawer,
  args: chosenFilterDrawer,
  // The page shows the button below `md` only; the drawer itself is the same at any width.
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two values chosen: the button counts them; the drawer opens from the start edge with the links. */
export const TwoChosen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(opener);
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('data-placement', 'left');
    await waitFor(() => expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(within(drawer).getByRole('link', { name: /^Blue \(3\) ?, selected$/ })).toHaveAttribute(
      'href',
      '/c/mens/?refine=c_size%3DM',
    );
    await expect(within(drawer).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/c/mens/');
    // Escape closes it; focus is back on the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Nothing chosen: "Filters" alone, no Clear all; "Show 22 results" closes the drawer. */
export const NoneChosen: Story = {
  args: {
    facets: chosenFilterDrawer.facets.map((facet) => ({
      ...facet,
      values: facet.values.map((value) => ({ ...value, selected: false })),
    })),
    text: { ...chosenFilterDrawer.text, button: 'Filters', showResults: 'Show 22 results' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const drawer = await body.findByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).queryByRole('link', { name: 'Clear all' })).toBeNull();
    const show = within(drawer).getByRole('button', { name: 'Show 22 results' });
    await waitFor(() => expect(show).toBeVisible());
    await userEvent.click(show);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
