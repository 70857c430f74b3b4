import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShopIntlProvider, type CompiledMessages } from '../../../platform/i18n/intl';
import enUS from '../../../platform/i18n/compiled/en-US.json';
import { ProfileBanner } from './profiling/ProfileBanner';
import { ProfilingDrawer } from './profiling/ProfilingDrawer';
import { BANNER_DISMISSED_KEY, type ProfilingData } from './profiling/steps';

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
const never = () => new Promise<ProfilingData | undefined>(() => {});

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

const drawerStory = (
  initialStep: string,
  load: () => Promise<ProfilingData | undefined> = loaded,
  save = fn(async () => undefined),
): Story => ({
  render: () => <ProfilingDrawer open onOpenChange={() => {}} initialStep={initialStep} load={load} save={save} />,
});

/** Step 1: start. */
export const DrawerStart: Story = {
  ...drawerStory('start'),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(drawer).toHaveTextContent('Tell us about yourself');
    await expect(within(drawer).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** Step 2: birthday, months and days. */
export const DrawerBirthday: Story = {
  ...drawerStory('birthday'),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(drawer).getByRole('group', { name: 'When is your birthday?' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Month').querySelectorAll('option')).toHaveLength(13);
    await expect(within(drawer).getByLabelText('Day').querySelectorAll('option')).toHaveLength(32);
  },
};

/** Step 3: category, from the step data. */
export const DrawerCategory: Story = {
  ...drawerStory('category'),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(await within(drawer).findByRole('group', { name: 'What do you shop for?' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Gear')).not.toBeChecked();
  },
};

/** Step 4: activity. */
export const DrawerActivity: Story = {
  ...drawerStory('activity'),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(
      await within(drawer).findByRole('group', { name: 'What are your favourite activities?' }),
    ).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** The further preference type is the last step: its options use Label, its button completes the profile. */
export const DrawerLastStep: Story = {
  ...drawerStory('fit'),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(await within(drawer).findByLabelText('Regular')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Complete Profile' })).toBeVisible();
  },
};

/** While the step data loads, a preference step says so. */
export const DrawerLoading: Story = {
  ...drawerStory('category', never),
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading your preferences...');
  },
};

const saves = fn(async (_answer: unknown) => undefined);

function Walkthrough() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open profile
      </button>
      <ProfilingDrawer open={open} onOpenChange={setOpen} load={loaded} save={saves} />
    </>
  );
}

/** Continue through every step; "Complete Profile" saves the last answer, closes, and the drawer opens at the start again. */
export const DrawerWalkthrough: Story = {
  render: () => <Walkthrough />,
  play: async ({ canvasElement }) => {
    saves.mockClear();
    let drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    const step = () => drawer.querySelector('[data-profiling-step]')?.getAttribute('data-profiling-step');
    await expect(step()).toBe('start');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toBe('birthday'));
    await userEvent.selectOptions(within(drawer).getByLabelText('Month'), '4');
    await userEvent.selectOptions(within(drawer).getByLabelText('Day'), '12');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toBe('category'));
    await userEvent.click(within(drawer).getByLabelText('Gear'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toBe('activity'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(step()).toBe('fit'));
    await userEvent.click(within(drawer).getByLabelText('Slim'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(saves.mock.calls.map((call) => call[0])).toEqual([
      { birthday: { month: 4, day: 12 } },
      { preferences: { category: ['gear'] } },
      { preferences: { activity: [] } },
      { preferences: { fit: ['slim'] } },
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open profile' }));
    drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await waitFor(() => expect(step()).toBe('start'));
  },
};
