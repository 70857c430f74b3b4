import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './Container';

describe('Container', () => {
  it('centres a column of the site content width with the page gutter by default', () => {
    render(<Container data-testid="page">content</Container>);
    expect(screen.getByTestId('page')).toHaveStyle({
      maxWidth: '1280px',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: '16px',
      paddingRight: '16px',
      paddingTop: '32px',
      paddingBottom: '32px',
      display: 'flex',
    });
  });

  it('takes its width and block padding from tokens, and stacks its children with a gap', () => {
    render(
      <Container as="main" width="sm" paddingBlock={16} gap={4} align="start" aria-label="Status">
        content
      </Container>,
    );
    const page = screen.getByRole('main', { name: 'Status' });
    expect(page).toHaveStyle({
      maxWidth: '640px',
      paddingTop: '64px',
      paddingBottom: '64px',
      gap: '16px',
      alignItems: 'flex-start',
    });
    expect(page).not.toHaveAttribute('width');
  });

  it('pads the end differently when asked, and a caller css wins', () => {
    render(
      <Container data-testid="page" paddingBlock={6} paddingBlockEnd={16} css={{ maxWidth: '100px' }}>
        content
      </Container>,
    );
    expect(screen.getByTestId('page')).toHaveStyle({ paddingTop: '24px', paddingBottom: '64px', maxWidth: '100px' });
  });
});
