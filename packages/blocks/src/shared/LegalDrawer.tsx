import { Button, Drawer, theme, type PaletteName } from '@ridgeline/ui';

export interface LegalDrawerProps {
  linkText: string;
  /** Sanitized HTML (the renderer sanitizes every `x-ridgeline-html` field on the server). */
  legalBody: string;
  /** Palette of the link that opens the drawer (its `ink` is the text colour). */
  color: PaletteName;
}

const legalBodyStyles = {
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeights.relaxed,
  '& p, & ul, & ol': { margin: `0 0 ${theme.space[3]}` },
  '& ul, & ol': { paddingInlineStart: theme.space[6] },
  '& a': { color: theme.colors.text.brand, textDecoration: 'underline' },
};

/** A link-styled button that opens the legal text in a side drawer. */
export function LegalDrawer({ linkText, legalBody, color }: LegalDrawerProps) {
  return (
    <Drawer
      title={linkText}
      placement="right"
      trigger={
        // A link-styled button is as tall as its text (16 px): WCAG 2.2 asks 24 x 24 px of a target.
        <Button variant="link" color={color} size="sm" aria-haspopup="dialog" css={{ minHeight: theme.space[6] }}>
          {linkText}
        </Button>
      }
    >
      <div data-legal-body="" css={legalBodyStyles} dangerouslySetInnerHTML={{ __html: legalBody }} />
    </Drawer>
  );
}
