import { describe, expect, it } from 'vitest';
import { transitiveImportsToHoist } from './hoistTransitiveImports';

// The buy box's shape: its chunk imports two shared chunks, which import a third and the always-loaded libraries.
const chunks = {
  'assets/ProductDetail.js': { imports: ['assets/islands-libraries.js', 'assets/Price.js', 'assets/Stepper.js'] },
  'assets/Price.js': { imports: ['assets/islands-libraries.js', 'assets/theme.js'] },
  'assets/Stepper.js': { imports: ['assets/theme.js', 'assets/icons.js'] },
  'assets/theme.js': { imports: ['assets/tokens.js'] },
  'assets/icons.js': { imports: ['assets/Stepper.js'] }, // a cycle: visited once
  'assets/tokens.js': { imports: [] },
  'assets/islands-libraries.js': { imports: ['assets/scheduler.js'] },
  'assets/scheduler.js': { imports: [] },
};
const loadedFirst = (fileName: string) => fileName.includes('islands-');

describe('transitiveImportsToHoist', () => {
  it('names every chunk needed below the first level, once, and none it imports itself', () => {
    expect(transitiveImportsToHoist(chunks['assets/ProductDetail.js'], chunks, loadedFirst).sort()).toEqual([
      'assets/icons.js',
      'assets/theme.js',
      'assets/tokens.js',
    ]);
  });

  it('leaves out the chunks the page loads first, and what only they import', () => {
    expect(transitiveImportsToHoist(chunks['assets/ProductDetail.js'], chunks, loadedFirst)).not.toContain(
      'assets/scheduler.js',
    );
    expect(transitiveImportsToHoist(chunks['assets/ProductDetail.js'], chunks)).toContain('assets/scheduler.js');
  });

  it('adds nothing to a chunk whose imports import nothing more', () => {
    expect(transitiveImportsToHoist(chunks['assets/theme.js'], chunks)).toEqual([]);
    expect(transitiveImportsToHoist(chunks['assets/tokens.js'], chunks)).toEqual([]);
  });
});
