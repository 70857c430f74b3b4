import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderBar, HeaderIconLink } from '../HeaderBar/HeaderBar';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CountBadge } from '../CountBadge/CountBadge';
import {
  DisclosureNav,
  DisclosureNavItem,
  DisclosureNavLink,
  MegaMenuColumn,
  MegaMenuColumns,
  MegaMenuHeadingLink,
  MegaMenuLink,
  MegaMenuList,
  MegaMenuPanel,
} from './DisclosureNav';
import { DisclosureNavTrigger } from './DisclosureNavTrigger';

const sections = [
  { id: 'men', name: "Men's", columns: [['Jackets & Vests', 'Fleece'], ['Shirts', 'Pants'], [], ["Men's Sale"]] },
  { id: 'women', name: "Women's", columns: [['Jackets & Vests'], ['Tops', 'Leggings']] },
];

function MegaMenu() {
  return (
    <DisclosureNav label="Main">
      {sections.map((section) => (
        <DisclosureNavItem key={section.id}>
          <DisclosureNavTrigger label={section.name} href={`#${section.id}`} panelId={`story-panel-${section.id}`} />
          <MegaMenuPanel
            id={`story-panel-${section.id}`}
            role="region"
            aria-label={section.name}
            bottom={<p>Free shipping on orders over $75</p>}
          >
            <MegaMenuColumns>
              {section.columns.map((links, index) =>
                links.length ? (
                  <MegaMenuColumn key={index} column={index + 1}>
                    {links.map((link) => (
                      <div key={link}>
                        <MegaMenuHeadingLink href="#category" tone={link.includes('Sale') ? 'sale' : 'default'}>
                          {link}
                        </MegaMenuHeadingLink>
                        <MegaMenuList>
                          <li>
                            <MegaMenuLink href="#sub">New arrivals</MegaMenuLink>
                          </li>
                        </MegaMenuList>
                      </div>
                    ))}
                  </MegaMenuColumn>
                ) : null,
              )}
              <MegaMenuColumn column={5}>
                <p>Content slot</p>
              </MegaMenuColumn>
            </MegaMenuColumns>
          </MegaMenuPanel>
        </DisclosureNavItem>
      ))}
      <DisclosureNavItem>
        <DisclosureNavLink href="#sale" tone="sale">
          Sale
        </DisclosureNavLink>
      </DisclosureNavItem>
    </DisclosureNav>
  );
}

const meta = {
  title: 'Shell/DisclosureNav',
  component: MegaMenu,
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'desktop' } },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardDisclosure: Story = {
  render: () => (
    <HeaderBar
      logo={<strong>Ridgeline</strong>}
      actions={
        <HeaderIconLink href="#cart">
          <Icon name="bag" size="lg" />
          <VisuallyHidden>Cart, 12 items</VisuallyHidden>
          <CountBadge count={12} />
        </HeaderIconLink>
      }
      navigation={<MegaMenu />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: "More Men's" });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById('story-panel-men')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const OpenPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "More Women's" }));
    await expect(canvas.getByRole('region', { name: "Women's" })).toBeVisible();
  },
};
