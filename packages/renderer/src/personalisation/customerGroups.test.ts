import { describe, expect, it } from 'vitest';
import { effectiveCustomerGroups } from './customerGroups';

describe('effectiveCustomerGroups: toolkit, then preview toolbar, then default', () => {
  const defaults = ['Unregistered', 'Everyone'];
  it('the toolkit wins over the toolbar and the default', () => {
    expect(effectiveCustomerGroups({ toolkit: ['Loyalty Members'], previewToolbar: ['Registered'], defaults })).toEqual(
      {
        groups: ['Loyalty Members'],
        source: 'toolkit',
      },
    );
  });
  it('the toolbar wins over the default when the toolkit names no group', () => {
    expect(effectiveCustomerGroups({ toolkit: [], previewToolbar: ['Registered'], defaults })).toEqual({
      groups: ['Registered'],
      source: 'preview-toolbar',
    });
    expect(effectiveCustomerGroups({ previewToolbar: ['Registered'], defaults })).toEqual({
      groups: ['Registered'],
      source: 'preview-toolbar',
    });
  });
  it('the default applies when neither names a group; groups are never merged', () => {
    expect(effectiveCustomerGroups({ previewToolbar: [], defaults })).toEqual({ groups: defaults, source: 'default' });
    expect(effectiveCustomerGroups({ toolkit: ['A'], previewToolbar: ['B'], defaults }).groups).toEqual(['A']);
  });
});
