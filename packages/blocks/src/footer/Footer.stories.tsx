import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RenderFixture, fixtureStories, isDesktopWidth, viewports, type PreparedFixture } from '../shared/storybook';
import { NewsletterServiceProvider, type NewsletterService } from './newsletter';
import { SMS_SIGNUP_EVENT } from './actions';
import footer from './fixtures/footer-ridgeline.json';
import minimal from './fixtures/footer-minimal.json';

/** In-memory stand-in for the subscriptions API: member@… already has every field. */
const storyService: NewsletterService = {
  subscribe: async (email) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (email.startsWith('fail@')) return Promise.reject(new Error('We could not sign you up right now.'));
    return email.startsWith('member@')
      ? { success: true, allFieldsProvided: true, postalCode: '97209', gender: 2 }
      : { success: true, allFieldsProvided: false, emailProfileCreationDate: new Date(0).toISOString() };
  },
  updateProfile: async () => ({ success: true }),
};

const meta = {
  title: 'Blocks/Footer',
  ...fixtureStories,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <NewsletterServiceProvider service={storyService}>
        <Story />
      </NewsletterServiceProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/footer`, rendered from a delivery fixture through `<ContentRenderer>`. The newsletter calls go to an in-memory `NewsletterService` (`member@…` has every field, `fail@…` fails).',
      },
    },
  },
  args: { content: footer },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown to the user (and so to assistive technology): rendered, with a box, not in a closed panel. */
const shown = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().height > 0;

/**
 * The link columns: every link in the markup; below 992 px closed disclosures whose summary (the whole
 * row, at least 24 x 24 px) opens them; from 992 px every link shown under a plain heading, no summary.
 */
const assertLinkColumns = async (canvasElement: HTMLElement) => {
  for (const [id, title, link] of [
    ['column-two', 'Shop', "Men's"],
    ['column-three', 'About Ridgeline', 'Careers'],
  ] as const) {
    const column = canvasElement.querySelector<HTMLElement>(`[data-footer-column="${id}"]`)!;
    const details = column.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    const heading = column.querySelector('[data-column-heading]')!;
    const anchor = within(column).getByRole('link', { name: link });
    await expect(details.open).toBe(false);
    await expect(column.querySelectorAll('a')).toHaveLength(id === 'column-two' ? 6 : 4);
    // One heading per column at any width.
    await expect([...column.querySelectorAll('h3')].filter(shown).map((h) => h.textContent)).toEqual([title]);
    if (isDesktopWidth(canvasElement)) {
      await expect(shown(summary)).toBe(false);
      await expect(shown(heading)).toBe(true);
      await expect(shown(anchor)).toBe(true);
    } else {
      await expect(shown(heading)).toBe(false);
      await expect(shown(anchor)).toBe(false);
      const box = summary.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await userEvent.click(summary);
      await expect(details.open).toBe(true);
      await expect(shown(anchor)).toBe(true);
      await userEvent.click(summary);
      await expect(details.open).toBe(false);
      // A keyboard reaches it (the browser's own summary: Enter and Space toggle it).
      summary.focus();
      await expect(summary).toHaveFocus();
    }
  }
};

const assertFooter: Story['play'] = async ({ canvasElement, loaded }) => {
  const { prepared, failures } = loaded as PreparedFixture;
  await expect(failures).toEqual([]);
  await expect(prepared.__ridgeline.status).toBe('ok');
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('[data-schema="https://schema.ridgeline.dev/footer"]')!;
  await expect(root).toHaveAttribute('data-content-id', footer._meta.deliveryId);
  await assertLinkColumns(canvasElement);
  await expect(canvas.getByRole('link', { name: 'View My Account' })).toHaveAttribute('href', '/account');
  // WCAG 2.2 target size: the link-styled survey button is at least 24 px tall.
  await expect(
    canvas.getByRole('button', { name: 'Website feedback' }).getBoundingClientRect().height,
  ).toBeGreaterThanOrEqual(24);
  await expect(canvas.getByRole('link', { name: /^Location: / })).toHaveAttribute('href', '/en-us/international');
  // Icons come from the sandbox's media service.
  const icon = canvas.getByRole('img', { name: 'Instagram' }) as HTMLImageElement;
  await expect(icon.getAttribute('src')).toMatch(new RegExp(`^${window.location.origin}/i/ridgeline/icon-instagram`));
  // Nothing overflows sideways.
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  // Validation: an empty email on submit.
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  const email = canvas.getByLabelText('Email address');
  await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveFocus();
};

export const Default: Story = { play: assertFooter };
export const Mobile: Story = { globals: viewports.mobile, play: assertFooter };
export const Tablet: Story = { globals: viewports.tablet, play: assertFooter };
export const Laptop: Story = { globals: viewports.laptop, play: assertFooter };
export const Desktop: Story = { globals: viewports.desktop, play: assertFooter };

export const SignUpWithConfirmationDrawer: Story = {
  globals: viewports.mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Email address'), 'hiker@ridgeline.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const drawer = await body.findByRole('dialog', { name: 'Tell us a little more' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await expect(within(drawer).getByText('This field is required.')).toBeVisible();
    await userEvent.type(within(drawer).getByLabelText('Zip code'), '97209');
    await userEvent.selectOptions(within(drawer).getByLabelText('Gender'), 'Prefer not to answer');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The toast (Radix also renders a hidden copy for its live announcement).
    await waitFor(
      () =>
        expect(
          body.getAllByText('Watch your inbox for the latest news and offers').some((el) => el.checkVisibility()),
        ).toBe(true),
      { timeout: 5000 },
    );
    await expect(body.getAllByText('Thank You').some((el) => el.checkVisibility())).toBe(true);
  },
};

export const ThankYouView: Story = {
  globals: viewports.desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'member@ridgeline.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const thanks = await waitFor(() => {
      const view = canvasElement.querySelector<HTMLElement>('[data-newsletter-view="thanks"]');
      if (!view) throw new Error('no thank-you view yet');
      return view;
    });
    await expect(within(thanks).getByText('97209')).toBeVisible();
    await expect(within(thanks).getByText('Female')).toBeVisible();
    await expect(within(thanks).getByRole('link', { name: 'View My Account' })).toHaveAttribute('href', '/account');
  },
};

export const FirstCallFails: Story = {
  globals: viewports.tablet,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'fail@ridgeline.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('We could not sign you up right now.')).toBeVisible();
  },
};

export const SmsPromoTwoStep: Story = {
  globals: viewports.mobile,
  play: async ({ canvasElement }) => {
    let detail: unknown;
    const listener = (event: Event) => void (detail = (event as CustomEvent).detail);
    window.addEventListener(SMS_SIGNUP_EVENT, listener);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Get texts from Ridgeline/ }));
      await expect(detail).toEqual({ campaignId: footer.marketingPromoLink.mobileCampaignId });
    } finally {
      window.removeEventListener(SMS_SIGNUP_EVENT, listener);
    }
  },
};

export const Minimal: Story = {
  args: { content: minimal },
  globals: viewports.laptop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Find a store/ })).toHaveAttribute('href', '/store-locator');
  },
};
