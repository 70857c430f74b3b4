import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfilingDrawer, type ProfilingDrawerProps } from './ProfilingDrawer';
import { PROFILING_DATA, PROFILING_STEPS, PROFILING_TEXT } from './fixtures';

const page = within(document.body);

const meta = {
  title: 'Account/ProfilingDrawer',
  component: ProfilingDrawer,
  args: {
    open: true,
    onOpenChange: () => {},
    steps: PROFILING_STEPS,
    data: PROFILING_DATA,
    loading: false,
    onSave: fn(),
    text: PROFILING_TEXT,
  },
} satisfies Meta<typeof ProfilingDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: start. */
export const Start: Story = {
  args: { initialStep: 'start' },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(drawer).toHaveTextContent('Tell us about yourself');
    // The drawer fades in (it slides without reduced motion): visible once the fade has begun, waited for.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Continue' })).toBeVisible());
  },
};

/** Step 2: birthday, months and days. */
export const Birthday: Story = {
  args: { initialStep: 'birthday' },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(drawer).getByRole('group', { name: 'When is your birthday?' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Month').querySelectorAll('option')).toHaveLength(13);
    await expect(within(drawer).getByLabelText('Day').querySelectorAll('option')).toHaveLength(32);
  },
};

/** Step 3: category, from the step data. */
export const Category: Story = {
  args: { initialStep: 'category' },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(await within(drawer).findByRole('group', { name: 'What do you shop for?' })).toBeVisible();
    await expect(within(drawer).getByLabelText('Gear')).not.toBeChecked();
  },
};

/** Step 4: activity. */
export const Activity: Story = {
  args: { initialStep: 'activity' },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(
      await within(drawer).findByRole('group', { name: 'What are your favourite activities?' }),
    ).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** The further preference type is the last step: its options use Label, its button completes the profile. */
export const LastStep: Story = {
  args: { initialStep: 'fit' },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(await within(drawer).findByLabelText('Regular')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Complete Profile' })).toBeVisible();
  },
};

/** While the step data loads, a preference step says so. */
export const Loading: Story = {
  args: { initialStep: 'category', data: undefined, loading: true },
  play: async () => {
    const drawer = await page.findByRole('dialog', { name: 'Complete Your Profile' });
    await expect(within(drawer).getByRole('status')).toHaveTextContent('Loading your preferences...');
  },
};

const saves = fn((_answer: unknown) => undefined);

function Walkthrough(props: ProfilingDrawerProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open profile
      </button>
      <ProfilingDrawer {...props} open={open} onOpenChange={setOpen} onSave={saves} />
    </>
  );
}

/** Continue through every step; "Complete Profile" saves the last answer, closes, and the drawer opens at the start again. */
export const Walkthrough_: Story = {
  name: 'Walkthrough',
  render: (args) => <Walkthrough {...args} />,
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
