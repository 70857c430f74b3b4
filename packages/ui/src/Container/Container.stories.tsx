import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { sizes } from '../theme/tokens';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { width: 'sm', gap: 4, paddingBlock: 8 },
  argTypes: { width: { control: 'select', options: Object.keys(sizes.container) } },
  render: (args) => (
    <Container {...args}>
      <Heading level={1}>Page not found</Heading>
      <Text>The page you are looking for has moved or no longer exists.</Text>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};

export const ContentWidth: Story = { args: { width: 'xl', paddingBlock: 6, paddingBlockEnd: 16 } };

export const MainLandmark: Story = {
  args: { as: 'main', width: 'xs', paddingBlock: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
  },
};
