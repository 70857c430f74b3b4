import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colors } from '../theme/tokens';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { tone: 'info', children: 'Orders placed before 2 pm ship the same day.' },
  argTypes: { tone: { control: 'select', options: Object.keys(colors.status) } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ship the same day/)).toBeVisible();
  },
};

export const Success: Story = { args: { tone: 'success', role: 'status', children: 'Your profile was saved.' } };

export const Warning: Story = { args: { tone: 'warning', children: 'You are offline: prices may be out of date.' } };

export const ErrorMessage: Story = {
  args: { tone: 'error', role: 'alert', children: 'Wrong email or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong email or password.');
  },
};
