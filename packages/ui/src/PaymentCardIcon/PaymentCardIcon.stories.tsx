import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentCardIcon, paymentCardNames } from './PaymentCardIcon';

const meta = {
  title: 'Shell/PaymentCardIcon',
  component: PaymentCardIcon,
  args: { name: 'visa' },
} satisfies Meta<typeof PaymentCardIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCards: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '8px' }}>
      {paymentCardNames.map((name) => (
        <PaymentCardIcon key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('img', { name: 'Mastercard' })).toBeVisible();
  },
};
