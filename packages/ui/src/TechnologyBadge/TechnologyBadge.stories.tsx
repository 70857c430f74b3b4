import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewports } from '../ProductTile/storybook';
import { theme } from '../theme/theme';
import { TechnologyBadge } from './TechnologyBadge';
import { technologyBadges } from './technologyBadges';

const meta = {
  title: 'Product/TechnologyBadge',
  component: TechnologyBadge,
  tags: ['autodocs'],
  args: { code: '72', locale: 'en-US' },
  argTypes: {
    code: { control: 'inline-radio', options: ['1', '01', '72', '200', '99'] },
    locale: { control: 'inline-radio', options: ['en-US', 'de-DE', 'es-ES', 'fr-CA', 'it-IT', 'nl-NL'] },
  },
} satisfies Meta<typeof TechnologyBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waterproof: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-technology-code="72"]')).toHaveTextContent('72Waterproof');
  },
};

export const PaddedCode: Story = {
  args: { code: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-technology-code="01"]')).toHaveTextContent('01OMNI-TECH');
  },
};

const locales = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'];

/** Every code in every language (English fallback for nl). */
const assertTable: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByText('Wasserdicht')).toHaveLength(2);
  await expect(canvas.getAllByText('Impermeable')).toHaveLength(2);
  await expect(canvas.getAllByText('Imperméable')).toHaveLength(2);
  await expect(canvas.getAllByText('Impermeabile')).toHaveLength(2);
  await expect(canvas.getAllByText('Waterproof')).toHaveLength(4);
};

const renderTable = () => (
  <table style={{ borderCollapse: 'collapse' }}>
    <thead>
      <tr>
        <th scope="col">Locale</th>
        {Object.keys(technologyBadges).map((code) => (
          <th key={code} scope="col">
            {code}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {locales.map((locale) => (
        <tr key={locale}>
          <th scope="row" style={{ padding: theme.space[2], textAlign: 'start' }}>
            {locale}
          </th>
          {Object.keys(technologyBadges).map((code) => (
            <td key={code} style={{ padding: theme.space[2] }}>
              <TechnologyBadge code={code} locale={locale} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);

export const Translations: Story = {
  parameters: { controls: { disable: true } },
  render: renderTable,
  play: assertTable,
};
export const Mobile: Story = { globals: viewports.mobile, render: renderTable, play: assertTable };
export const Tablet: Story = { globals: viewports.tablet, render: renderTable, play: assertTable };
export const Laptop: Story = { globals: viewports.laptop, render: renderTable, play: assertTable };
export const Desktop: Story = { globals: viewports.desktop, render: renderTable, play: assertTable };
