import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { space } from '../theme/tokens';
import { theme } from '../theme/theme';
import { Carousel } from './Carousel';

const products = [
  'Ridge Parka',
  'Summit Fleece',
  'Trail Runner',
  'Basecamp Tent',
  'Alpine Pack',
  'Merino Tee',
  'Storm Pant',
  'Down Vest',
];

function ProductCard({ name }: { name: string }) {
  return (
    <article
      style={{
        padding: theme.space[4],
        minHeight: '160px',
        border: `1px solid ${theme.colors.border.default}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.background.subtle,
      }}
    >
      <Heading level={3} size="lg">
        {name}
      </Heading>
      <Link href={`/p/${name.toLowerCase().replace(/\s+/g, '-')}`} variant="standalone">
        View product
      </Link>
    </article>
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    label: 'New arrivals',
    slideWidths: { base: '80%', md: '50%', lg: '33.333%' },
    gap: 4,
    slidesToScroll: 1,
    loop: false,
    children: products.map((name) => <ProductCard key={name} name={name} />),
  },
  argTypes: {
    gap: { control: 'select', options: Object.keys(space).map(Number) },
    slidesToScroll: { control: 'number' },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Choose slide' }))
    .getAllByRole('button')
    .find((dot) => dot.getAttribute('aria-current') === 'true');

/** Next/previous move one slide; previous is disabled at the start and next at the end. */
export const NextAndPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'New arrivals' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    await expect(slides[0]).toHaveAccessibleName(`1 of ${products.length}`);

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(next);
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 2'));
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(previous);
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 1'));

    // Walk to the end: next disables itself, focus stays on it.
    for (let i = 0; i < products.length; i += 1) await userEvent.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
  },
};

/** Never more than five dots; the window follows the selected slide. */
export const DotsWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = () => within(canvas.getByRole('group', { name: 'Choose slide' })).getAllByRole('button');
    await waitFor(() => expect(dots().length).toBeGreaterThan(1));
    await expect(dots().length).toBeLessThanOrEqual(5);
    const last = dots().at(-1)!;
    await userEvent.click(last);
    await waitFor(() =>
      expect(currentDot(canvasElement)).toBe(canvas.getByRole('button', { name: last.getAttribute('aria-label')! })),
    );
    await expect(dots().length).toBeLessThanOrEqual(5);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 2'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName('Go to slide 1'));
  },
};

export const Looping: Story = {
  args: { loop: true, slideWidths: { base: '100%' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(previous);
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName(`Go to slide ${products.length}`));
  },
};

export const ScrollByPage: Story = { args: { slidesToScroll: 2, slideWidths: { base: '50%' } } };
