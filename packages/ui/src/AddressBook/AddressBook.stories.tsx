import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressBook } from './AddressBook';

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  tags: ['autodocs'],
  args: {
    countries: [
      { code: 'US', label: 'United States' },
      { code: 'CA', label: 'Canada' },
    ],
    addresses: [
      {
        addressId: 'Home',
        preferred: true,
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        city: 'Seattle',
        stateCode: 'WA',
        postalCode: '98101',
        countryCode: 'US',
      },
    ],
    text: {
      fields: {
        addressId: 'Address Name',
        firstName: 'First Name',
        lastName: 'Last Name',
        address1: 'Address',
        address2: 'Address Line 2 (optional)',
        city: 'City',
        stateCode: 'State or Province (2 letters)',
        postalCode: 'Postal Code',
        countryCode: 'Country',
        phone: 'Phone (optional)',
      },
      empty: 'You have no saved addresses yet.',
      add: 'Add Address',
      save: 'Save',
      preferred: 'Default',
      edit: (name) => `Edit ${name}`,
      remove: (name) => `Remove ${name}`,
    },
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Addresses: Story = {};
export const Empty: Story = { args: { addresses: [] } };
