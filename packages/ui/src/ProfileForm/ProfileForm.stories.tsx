import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  args: {
    values: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-010-0199',
      postalCode: '98101',
    },
    text: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      postalCode: 'Postal Code',
      save: 'Save',
    },
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = { args: { notice: 'Your profile has been updated.' } };

export const Refused: Story = {
  args: {
    errors: { phone: 'Please enter a valid phone number.' },
    formError: 'Your profile could not be saved. Please try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be saved/)).toBeVisible();
  },
};
