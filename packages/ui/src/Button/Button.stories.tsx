import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { paletteNames } from '../theme/tokens';
import { theme } from '../theme/theme';
import { Button } from './Button';
import { buttonVariants } from './types';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Shop jackets', variant: 'solid', color: 'brand', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    color: { control: 'select', options: paletteNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shop jackets' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const LinkVariant: Story = { name: 'Link', args: { variant: 'link' } };

export const Disabled: Story = {
  args: { disabled: true },
  // Disabled controls are exempt from contrast requirements (WCAG 1.4.3).
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Shop jackets' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: { children: 'Explore the collection', endIcon: <Icon name="arrow-forward" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Explore the collection' })).toBeVisible();
  },
};

export const AsLink: Story = {
  args: { href: 'https://ridgeline.example/sale', target: '_blank', children: 'Shop the sale', color: 'sale' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop the sale' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Every variant in every palette. `light` is meant for dark backgrounds, so it sits on one. */
export const AllPalettes: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: theme.space[4] }}>
      {paletteNames.map((color) => (
        <div
          key={color}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[3],
            padding: theme.space[3],
            background: color === 'light' ? theme.colors.palettes.dark.base : undefined,
          }}
        >
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} color={color}>
              {`${color} ${variant}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(
      paletteNames.length * buttonVariants.length,
    );
  },
};
