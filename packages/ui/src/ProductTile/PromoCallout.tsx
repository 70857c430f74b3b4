import styled from '@emotion/styled';
import { theme } from '../theme/theme';
import type { ProductTilePromotion } from './model';

const calloutStyles = {
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.sale,
  fontWeight: theme.fontWeights.semibold,
  '& a': { color: 'inherit', textDecoration: 'underline' },
} as const;

const Callout = styled.div(calloutStyles);

const CalloutButton = styled.button({
  ...calloutStyles,
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  fontFamily: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

export interface PromoCalloutProps {
  promotion: ProductTilePromotion;
  onOpenAccountDrawer?: () => void;
}

/**
 * A promotion's callout message. The HTML is rendered AS GIVEN: `ui` does not sanitize; the
 * mapping layer must hand over sanitized HTML. A callout that opens the account drawer is a
 * button (keep such callouts to phrasing content: text, `<b>`, `<em>`, `<span>`).
 */
export function PromoCallout({ promotion, onOpenAccountDrawer }: PromoCalloutProps) {
  const html = { __html: promotion.calloutHtml };
  if (promotion.opensAccountDrawer) {
    return (
      <CalloutButton
        type="button"
        data-promo-callout="account-drawer"
        aria-haspopup="dialog"
        onClick={() => onOpenAccountDrawer?.()}
      >
        <span dangerouslySetInnerHTML={html} />
      </CalloutButton>
    );
  }
  return <Callout data-promo-callout="" dangerouslySetInnerHTML={html} />;
}
