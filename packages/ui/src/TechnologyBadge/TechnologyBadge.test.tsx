import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TechnologyBadge } from './TechnologyBadge';
import { technologyBadgeCode, technologyBadgeName, technologyBadges } from './technologyBadges';

describe('technologyBadgeCode', () => {
  it('pads codes to two digits', () => {
    expect(technologyBadgeCode(1)).toBe('01');
    expect(technologyBadgeCode('1')).toBe('01');
    expect(technologyBadgeCode('01')).toBe('01');
    expect(technologyBadgeCode(72)).toBe('72');
    expect(technologyBadgeCode('200')).toBe('200');
    expect(technologyBadgeCode(' 7 ')).toBe('07');
  });

  it('rejects what is not a code', () => {
    expect(technologyBadgeCode(undefined)).toBeUndefined();
    expect(technologyBadgeCode(null)).toBeUndefined();
    expect(technologyBadgeCode('')).toBeUndefined();
    expect(technologyBadgeCode('OMNI')).toBeUndefined();
    expect(technologyBadgeCode(-1)).toBeUndefined();
  });
});

describe('technologyBadgeName', () => {
  it('maps the required codes', () => {
    expect(technologyBadgeName('01')).toBe('OMNI-TECH');
    expect(technologyBadgeName(1)).toBe('OMNI-TECH');
    expect(technologyBadgeName('72')).toBe('Waterproof');
    expect(technologyBadgeName(200)).toBe('Waterproof');
    expect(Object.keys(technologyBadges).sort()).toEqual(['01', '200', '72']);
  });

  it('translates Waterproof for de, es, fr, it with an English fallback', () => {
    expect(technologyBadgeName('72', 'de-DE')).toBe('Wasserdicht');
    expect(technologyBadgeName('72', 'es-ES')).toBe('Impermeable');
    expect(technologyBadgeName('200', 'fr-CA')).toBe('Imperméable');
    expect(technologyBadgeName('72', 'it_IT')).toBe('Impermeabile');
    expect(technologyBadgeName('72', 'DE')).toBe('Wasserdicht');
    expect(technologyBadgeName('72', 'nl-NL')).toBe('Waterproof');
    expect(technologyBadgeName('72', 'en-CA')).toBe('Waterproof');
    expect(technologyBadgeName('01', 'de-DE')).toBe('OMNI-TECH');
  });

  it('is undefined for an unknown code', () => {
    expect(technologyBadgeName('99')).toBeUndefined();
  });
});

describe('TechnologyBadge', () => {
  it('shows the padded code and the translated name', () => {
    const { container } = render(<TechnologyBadge code="72" locale="fr-FR" />);
    expect(container.firstChild).toHaveAttribute('data-technology-code', '72');
    expect(container).toHaveTextContent('72Imperméable');
    expect(screen.getByText('Imperméable')).toBeInTheDocument();
  });

  it('pads 1 to 01', () => {
    const { container } = render(<TechnologyBadge code={1} />);
    expect(container).toHaveTextContent('01OMNI-TECH');
  });

  it('renders nothing for an unknown or missing code', () => {
    const { container, rerender } = render(<TechnologyBadge code="999" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TechnologyBadge code={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
