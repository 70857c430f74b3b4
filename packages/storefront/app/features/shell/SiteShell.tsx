import type { PageShell } from '@ridgeline/blocks';
import type { RenderContext } from '@ridgeline/renderer';
import type { ReactNode } from 'react';
import { getRegistry } from '../../platform/registry';
import { CheckoutFooter, CheckoutHeader } from './checkout/CheckoutChrome';
import { isCheckoutPath } from './checkoutPath';
import { Header } from './Header';
import type { MenuSlots } from './navigation/DesktopNav';
import type { MenuCategory } from '@ridgeline/renderer';

/** The shell's data from the root loader. */
export interface ShellData {
  navigation: { categories: MenuCategory[]; slots: MenuSlots; blockAssets?: readonly string[] } | null;
  /** The render context the menus' content slots were prepared for. */
  context: RenderContext;
}

export interface SiteShellProps {
  pathname: string;
  shell: ShellData | undefined;
  /** The page's own shell settings (floating header, collection logo), when the page is a page type. */
  page?: PageShell | undefined;
  diagnostics: boolean;
  localeId?: string;
  children: ReactNode;
}

const FALLBACK_CONTEXT: RenderContext = { locale: 'en-US', mode: 'production', customerGroups: [] };

/** Every page's chrome: the full header, or on checkout paths (ending in `/checkout`) the checkout header and footer. */
export function SiteShell({ pathname, shell, page, diagnostics, localeId, children }: SiteShellProps) {
  const locale = localeId ? { localeId } : {};
  if (isCheckoutPath(pathname)) {
    return (
      <>
        <CheckoutHeader {...locale} />
        {children}
        <CheckoutFooter {...locale} />
      </>
    );
  }
  return (
    <>
      <Header
        navigation={shell?.navigation ?? null}
        registry={getRegistry(diagnostics)}
        context={shell?.context ?? FALLBACK_CONTEXT}
        shell={page}
        {...locale}
      />
      {children}
    </>
  );
}
