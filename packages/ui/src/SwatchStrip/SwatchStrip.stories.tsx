import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoColour } from '../ProductTile/fixtures';
import { viewports } from '../ProductTile/storybook';
import { SwatchStrip } from './SwatchStrip';

const swatches = ['010', '464', '820', '370', '160', '432', '257', '039', '347'].map((id, index) =>
  demoColour(id, index !== 2, []),
);

const meta = {
  title: 'Product/SwatchStrip',
  component: SwatchStrip,
  tags: ['autodocs'],
  args: { swatches, defaultValue: '464', label: 'Colour', onValueChange: fn() },
  argTypes: { swatches: { control: false } },
  // A tile-sized column, so the strip overflows and scrolls.
  decorators: [(Story) => <div style={{ maxWidth: '220px' }}>{Story()}</div>],
} satisfies Meta<typeof SwatchStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertStrip: Story['play'] = async ({ args, canvasElement }) => {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('radiogroup', { name: 'Colour' });
  await expect(within(group).getAllByRole('radio')).toHaveLength(swatches.length);
  await expect(canvas.getByRole('radio', { name: 'Collegiate Navy' })).toHaveAttribute('aria-checked', 'true');
  await expect(canvas.getByRole('radio', { name: 'Red Spark, unavailable' })).toBeInTheDocument();
  // More swatches than fit: the end fades.
  const viewport = group.parentElement!;
  await waitFor(() => expect(viewport).toHaveAttribute('data-fade-end', 'true'));
  await expect(getComputedStyle(viewport).maskImage).toContain('linear-gradient');

  await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
  await expect(args.onValueChange).toHaveBeenLastCalledWith('010');
  await expect(canvas.getByRole('radio', { name: 'Black' })).toHaveFocus();
  await userEvent.keyboard('{End}');
  const last = canvas.getByRole('radio', { name: 'Dark Stone' });
  await expect(last).toHaveFocus();
  await expect(last).toHaveAttribute('aria-checked', 'true');
  // The strip scrolled to the end: the start fades now.
  await waitFor(() => expect(viewport).toHaveAttribute('data-fade-start', 'true'));
  await userEvent.keyboard('{ArrowRight}');
  await expect(canvas.getByRole('radio', { name: 'Black' })).toHaveFocus();
};

export const Default: Story = { play: assertStrip };
export const Mobile: Story = { globals: viewports.mobile, play: assertStrip };
export const Tablet: Story = { globals: viewports.tablet, play: assertStrip };
export const Laptop: Story = { globals: viewports.laptop, play: assertStrip };
export const Desktop: Story = { globals: viewports.desktop, play: assertStrip };

/** Dragging the strip scrolls it (embla). */
export const Drag: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    const viewport = group.parentElement!;
    const box = viewport.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: box.right - 10, clientY: y } },
      { target: viewport, coords: { clientX: box.right - 60, clientY: y } },
      { target: viewport, coords: { clientX: box.right - 120, clientY: y } },
      { target: viewport, coords: { clientX: box.left + 10, clientY: y } },
      { keys: '[/MouseLeft]', target: viewport, coords: { clientX: box.left + 10, clientY: y } },
    ]);
    await waitFor(() => expect(viewport).toHaveAttribute('data-fade-start', 'true'));
  },
};

export const FewSwatches: Story = {
  args: { swatches: swatches.slice(0, 2), defaultValue: '010' },
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getByRole('radiogroup').parentElement!;
    await expect(viewport).not.toHaveAttribute('data-fade-end');
    await expect(viewport).not.toHaveAttribute('data-fade-start');
  },
};
