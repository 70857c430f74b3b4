import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PreviewToolbar } from './PreviewToolbar';

const meta = {
  title: 'Shell/PreviewToolbar',
  component: PreviewToolbar,
  args: {
    preview: {
      name: 'Staging',
      hub: 'ridgeline',
      vse: 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io',
      customerGroups: ['Everyone'],
      availableGroups: ['Everyone', 'VIP', 'Outlet'],
    },
    action: '/__preview',
    returnTo: '/',
    dateFormat: 'DD/MM/YYYY HH:mm:ss',
    datePlaceholder: '01/01/2027 00:00:00',
    validateDate: () => undefined,
    onApplyGroups: fn(),
  },
} satisfies Meta<typeof PreviewToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LatestStagedContent: Story = {};

export const TimeMachine: Story = {
  args: {
    preview: { ...meta.args.preview, timestampText: '24/12/2027 09:00:00' },
    contentItem: { id: '7d1f3a2e-0000-4000-8000-000000000001', authoringHref: 'https://app.amplience.net/' },
  },
};
