import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItemData } from './Accordion';

const items: AccordionItemData[] = [
  { id: 'features', title: 'Features', content: 'Waterproof and breathable three-layer shell with pit zips.' },
  { id: 'product_details', title: 'Product details', content: 'Recycled nylon face fabric. Regular fit. 480 g.' },
  {
    id: 'gear_up_for_adventure',
    title: 'Gear up for adventure',
    content: 'Pair it with our trail pants and merino base layers.',
  },
  { id: 'care', title: 'Care', content: 'Machine wash cold, tumble dry low to restore water repellency.' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items, headingLevel: 3 },
  argTypes: {
    type: { control: 'inline-radio', options: ['multiple', 'single'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const features = canvas.getByRole('button', { name: 'Features' });
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(features);
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Features' })).toHaveTextContent(/three-layer shell/);
    await userEvent.click(features);
    await expect(features).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The product page's default-open sections (docs/behaviour/ui.md#product-detail-accordions): features, product details and "gear up" open. */
export const DefaultOpen: Story = {
  args: { defaultValue: ['features', 'product_details', 'gear_up_for_adventure'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Features', 'Product details', 'Gear up for adventure']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.queryByRole('region', { name: 'Care' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(buttons[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(buttons[0]).toHaveFocus();
  },
};

export const Single: Story = {
  args: { type: 'single', defaultValue: 'features' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Care' }));
    await expect(canvas.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Care' })).toHaveAttribute('aria-expanded', 'true');
  },
};
