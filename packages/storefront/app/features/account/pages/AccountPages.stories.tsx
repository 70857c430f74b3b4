import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShopIntlProvider, type CompiledMessages } from '../../../platform/i18n/intl';
import enUS from '../../../platform/i18n/compiled/en-US.json';
import { ProfileBanner } from './profiling/ProfileBanner';
import type { ProfilingData } from '@ridgeline/commerce';
import { BANNER_DISMISSED_KEY } from './profiling/steps';

const STEP_DATA: ProfilingData = {
  preferenceTypes: [
    {
      Key: 'category',
      Name: 'What do you shop for?',
      Description: 'Pick the categories you want to hear about.',
      Options: [
        { Key: 'gear', Name: 'Gear' },
        { Key: 'kids', Name: 'Kids' },
      ],
    },
    {
      Key: 'activity',
      Name: 'What are your favourite activities?',
      Options: [
        { Key: 'hiking', Name: 'Hiking' },
        { Key: 'skiing', Name: 'Skiing' },
      ],
    },
    {
      Key: 'fit',
      Name: 'How do you like your clothes to fit?',
      Options: [
        { Key: 'slim', Label: 'Slim' },
        { Key: 'regular', Label: 'Regular' },
      ],
    },
  ],
  answers: {},
};
const loaded = async () => STEP_DATA;

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as unknown as Storage;
};

const page = within(document.body);

function Intl({ children }: { children: React.ReactNode }) {
  return (
    <ShopIntlProvider locale="en-US" messages={enUS as CompiledMessages}>
      {children}
    </ShopIntlProvider>
  );
}

const meta = {
  title: 'Account/Pages',
  component: ProfileBanner,
  args: { progressDecimal: 0.4 },
  decorators: [
    (Story) => (
      <Intl>
        <Story />
      </Intl>
    ),
  ],
} satisfies Meta<typeof ProfileBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner: progress, "Complete Your Profile", and "No Thanks" hiding it for the session. */
export const Banner: Story = {
  render: () => <BannerWithStorage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Complete Your Profile' });
    await expect(within(banner).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await expect(banner).toHaveTextContent('Your profile is 25% complete');
    await userEvent.click(within(banner).getByRole('button', { name: 'No Thanks' }));
    await expect(canvas.queryByRole('region', { name: 'Complete Your Profile' })).toBeNull();
    await expect(canvas.getByTestId('dismissed')).toHaveTextContent('1');
  },
};

function BannerWithStorage() {
  const [storage] = useState(memoryStorage);
  const [, rerender] = useState(0);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a story harness: re-reads storage after a click inside, not a control
    <div onClick={() => rerender((n) => n + 1)}>
      <ProfileBanner progressDecimal={0.25} storage={() => storage} load={loaded} save={async () => undefined} />
      <output data-testid="dismissed">{storage.getItem(BANNER_DISMISSED_KEY) ?? ''}</output>
    </div>
  );
}

/** "Get Started" loads the drawer and opens it at the birthday step. */
export const BannerGetStarted: Story = {
  render: () => (
    <ProfileBanner progressDecimal={0} storage={memoryStorage} load={loaded} save={async () => undefined} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started' }));
    // the drawer's code (and the dialog's) is fetched on this first press: a cold dev server takes its time
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(drawer.querySelector('[data-profiling-step]')).toHaveAttribute('data-profiling-step', 'birthday'),
    );
    await expect(within(drawer).getByLabelText('Month')).toBeVisible();
  },
};
