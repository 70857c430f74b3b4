import { Button, Drawer, Heading, Text, theme } from '@ridgeline/ui';
import { useId } from 'react';
import { CtaLinkButton } from '../shared/CtaLinkButton';
import { LegalDrawer } from '../shared/LegalDrawer';
import { nonEmpty } from '../shared/cms';
import { isAccountDrawerButton } from './accountDrawerButton';
import type { MarketingChildBanner } from './types';

export interface OffersDrawerProps {
  banners: readonly MarketingChildBanner[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An offer's account-drawer button: closes this drawer, then asks for the account drawer. */
  onAccountDrawer: () => void;
}

/** The marketing banner's side drawer: every offer with its buttons and its legal drawer (loaded on demand). */
export function OffersDrawer({ banners, open, onOpenChange, onAccountDrawer }: OffersDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Offers" placement="right">
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[6] }}>
        {banners.map((banner, index) => (
          <OfferPanel key={index} banner={banner} onAccountDrawer={onAccountDrawer} />
        ))}
      </div>
    </Drawer>
  );
}

function OfferPanel({ banner, onAccountDrawer }: { banner: MarketingChildBanner; onAccountDrawer: () => void }) {
  const headingId = useId();
  const buttons = (banner.bannerButtons ?? []).filter((button) => nonEmpty(button?.text) && nonEmpty(button.url));
  const legal = banner.legalTextLink;
  return (
    <article
      aria-labelledby={headingId}
      data-offer=""
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space[3],
        paddingBottom: theme.space[6],
        borderBottom: `1px solid ${theme.colors.border.subtle}`,
      }}
    >
      <Heading id={headingId} level={3} size="xl">
        {banner.headline}
      </Heading>
      {nonEmpty(banner.body) ? <Text>{banner.body}</Text> : null}
      {buttons.length > 0 ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }}>
          {buttons.map((button, index) =>
            isAccountDrawerButton(button) ? (
              <Button
                key={index}
                variant={index === 0 ? 'solid' : 'outline'}
                color="dark"
                onClick={onAccountDrawer}
                data-account-drawer-button=""
              >
                {button.text}
              </Button>
            ) : (
              <CtaLinkButton key={index} button={button} variant={index === 0 ? 'solid' : 'outline'} color="dark" />
            ),
          )}
        </div>
      ) : null}
      {nonEmpty(legal?.text) && nonEmpty(legal.legalBody) ? (
        <div>
          <LegalDrawer linkText={legal.text} legalBody={legal.legalBody} color="dark" />
        </div>
      ) : null}
    </article>
  );
}
