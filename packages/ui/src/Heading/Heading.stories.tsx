import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontSizes } from '../theme/tokens';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: 'Built for the ridgeline', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: [undefined, ...Object.keys(fontSizes)] },
    color: { control: 'select', options: ['primary', 'secondary', 'brand', 'sale', 'inherit'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Built for the ridgeline' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(within(canvasElement).getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const SaleColour: Story = { args: { color: 'sale', children: 'Winter sale: up to 40% off' } };
