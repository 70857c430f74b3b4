// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { RidgelineProvider } from '@ridgeline/ui';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuCategory } from '@ridgeline/renderer';
import { MobileMenu } from './MobileMenu';

afterEach(cleanup);

const categories: MenuCategory[] = [
  { id: 'mens', name: 'Hommes', href: '/fr-ca/c/mens/', tone: 'default', display: 'all', column: 1, children: [] },
];
const french = {
  menu: 'Menu principal',
  close: 'Fermer le menu',
  categories: 'Catégories',
  back: 'Retour',
  shopAll: 'Tout {name}',
};

describe('MobileMenu', () => {
  // The island loads no react-intl (decision 0014): its words come formatted in its props, outside any IntlProvider.
  it('shows the words it is given without an IntlProvider', async () => {
    render(
      <RidgelineProvider>
        <MobileMenu categories={categories} messages={french} />
      </RidgelineProvider>,
    );
    // useIntl outside an IntlProvider throws: this renders only because the words come as props
    expect(screen.getByRole('button', { name: 'Menu principal' }).getAttribute('aria-haspopup')).toBe('dialog');
  });
});
