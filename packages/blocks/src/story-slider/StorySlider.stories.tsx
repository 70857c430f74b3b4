import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  RenderFixture,
  expectImageFitsSlot,
  fixtureStories,
  isDesktopWidth,
  viewports,
  type PreparedFixture,
} from '../shared/storybook';
import highRoutes from './fixtures/story-high-routes.json';
import fieldNotes from './fixtures/story-field-notes.json';

const meta = {
  title: 'Blocks/Story Slider',
  ...fixtureStories,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Schema `https://schema.ridgeline.dev/story-slider`, rendered from a delivery fixture through `<ContentRenderer>`. From 992 px the slider slides in (0.8 s) and the background out once 70% of the block is in view.',
      },
    },
  },
  args: { content: highRoutes },
} satisfies Meta<typeof RenderFixture>;

export default meta;
type Story = StoryObj<typeof meta>;

const SCHEMA = 'https://schema.ridgeline.dev/story-slider';

/** translateX of an element as a fraction of its own width (0 = in place). */
function shift(element: HTMLElement): number {
  const matrix = new DOMMatrixReadOnly(
    getComputedStyle(element).transform === 'none' ? undefined : getComputedStyle(element).transform,
  );
  return matrix.m41 / element.getBoundingClientRect().width;
}

const assertSlider =
  (fixture: typeof highRoutes | typeof fieldNotes, title: string) =>
  async ({ canvasElement, loaded }: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) => {
    const canvas = within(canvasElement);
    // Rendered from the real pipeline: prepared against /schemas without a failure.
    const { prepared, failures } = loaded as unknown as PreparedFixture;
    await expect(failures).toEqual([]);
    await expect(prepared.__ridgeline.status).toBe('ok');
    const root = canvasElement.querySelector<HTMLElement>(`[data-schema="${SCHEMA}"]`)!;
    await expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    const region = canvas.getByRole('region', { name: title });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(fixture.cards.length);
    const slider = canvasElement.querySelector<HTMLElement>('[data-story-slider]')!;
    const background = canvasElement.querySelector<HTMLElement>('[data-story-background]')!;
    if (isDesktopWidth(canvasElement)) {
      // In view (the block is at the top of the canvas): the slider slides in, the background out.
      await waitFor(() => expect(root).toHaveAttribute('data-phase', 'entered'));
      await waitFor(() => expect(Math.abs(shift(slider))).toBeLessThan(0.01), { timeout: 3000 });
      await waitFor(() => expect(shift(background)).toBeLessThan(-0.99), { timeout: 3000 });
    } else {
      await expect(root).toHaveAttribute('data-phase', 'static');
      await expect(background).toBeVisible();
      await expect(shift(slider)).toBe(0);
    }
    // Width descriptors: the background (full width) and the first card fetch about their drawn width.
    const backgroundImage = background.querySelector('img');
    if (backgroundImage) await expectImageFitsSlot(backgroundImage);
    await expectImageFitsSlot(region.querySelector('img')!);
    // Story cards: 16px gap (token 4) between slides.
    const slides = region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
    await expect(getComputedStyle(slides[1]!).paddingInlineStart).toBe('16px');
    // Arrows only when the cards do not all fit (four cards at 25% on a wide screen do).
    const next = canvas.queryByRole('button', { name: 'Next stories' });
    const allFit = [...slides].every(
      (slide) => slide.getBoundingClientRect().right <= region.getBoundingClientRect().right + 1,
    );
    await expect(next === null).toBe(allFit);
    if (next) {
      await userEvent.click(next);
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
      );
    }
  };

const assertTitleEnabled = async (context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) => {
  const canvas = within(context.canvasElement);
  await expect(context.canvasElement.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute(
    'data-title-card',
    'enabled',
  );
  await expect(
    canvas.getByRole('heading', { level: 2, name: highRoutes.titleCardObj.titleCardHeadline }),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: /Dawn on the north ridge/ })).toHaveAttribute(
    'href',
    '/t/stories/north-ridge',
  );
  await assertSlider(highRoutes, highRoutes.titleCardObj.titleCardHeadline)(context);
};

export const Default: Story = { play: assertTitleEnabled };
/**
 * The slider at rest, no arrow pressed: the still state the visual suite compares (under reduced motion the title
 * card and the slider are in place at once, without the slide-in).
 */
export const AtRest: Story = {};
export const Mobile: Story = { globals: viewports.mobile, play: assertTitleEnabled };
export const Tablet: Story = { globals: viewports.tablet, play: assertTitleEnabled };
export const Laptop: Story = { globals: viewports.laptop, play: assertTitleEnabled };
export const Desktop: Story = { globals: viewports.desktop, play: assertTitleEnabled };

const assertTitleDisabled = async (context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) => {
  await expect(context.canvasElement.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveAttribute(
    'data-title-card',
    'disabled',
  );
  await expect(context.canvasElement.querySelector('[data-title-card-box]')).toBeNull();
  await assertSlider(fieldNotes, 'Stories')(context);
};

export const TitleCardDisabledMobile: Story = {
  args: { content: fieldNotes },
  globals: viewports.mobile,
  play: assertTitleDisabled,
};
export const TitleCardDisabledTablet: Story = {
  args: { content: fieldNotes },
  globals: viewports.tablet,
  play: assertTitleDisabled,
};
export const TitleCardDisabledDesktop: Story = {
  args: { content: fieldNotes },
  globals: viewports.desktop,
  play: assertTitleDisabled,
};
