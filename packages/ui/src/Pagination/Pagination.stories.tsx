import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 8, hrefFor: (page: number) => (page === 1 ? '#list' : `#list?page=${page}`) },
  argTypes: { page: { control: { type: 'number', min: 1 } }, pageCount: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '#list?page=2');
  },
};

export const MiddlePage: Story = {
  args: { page: 6, pageCount: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '#list?page=5');
    await expect(within(nav).getAllByText('…')).toHaveLength(2);
    await expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 8 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  },
};
