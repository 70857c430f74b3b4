import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/t/jackets', children: 'Shop jackets', variant: 'inline' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'unstyled'] },
    target: { control: 'inline-radio', options: [undefined, '_self', '_blank'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      New season layers are here. <Link {...args} /> before they sell out.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shop jackets' })).toHaveAttribute(
      'href',
      '/t/jackets',
    );
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all boots', href: '/t/boots' } };

export const NewTab: Story = {
  args: { href: 'https://ridgeline.example/stores', target: '_blank', children: 'Find a store' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find a store' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A `javascript:` URL from the CMS renders as plain text: no link, no href. */
export const RefusesJavascriptUrl: Story = {
  args: { href: 'java\tscript:alert(document.cookie)', children: 'Tempting offer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Tempting offer').tagName).toBe('SPAN');
    await expect(canvasElement.querySelector('[href]')).toBeNull();
  },
};

export const RefusesDataUrl: Story = {
  args: { href: 'data:text/html,<script>alert(1)</script>', children: 'Data link' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
