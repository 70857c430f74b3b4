import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RootData } from '../root';
import { EDITOR_HANDLE, ISLANDS_HANDLE } from './document';
import { documentKindFor, islandsDocumentFor } from './document.server';

const ENTRY = '/assets/islands.client-abc123.js';
const publicRoot: RootData = {
  locale: 'en-US',
  messages: {},
  islandMessages: {},
  titles: { notFound: 'Page not found', error: 'Error' },
  mode: 'production',
  diagnostics: false,
  supportUrl: 'https://support.example',
};

/** The parts of React Router's entry context the decision reads. */
function contextOf(options: { root?: RootData | null; handle?: unknown } = {}): EntryContext {
  const root = 'root' in options ? options.root : publicRoot;
  const handle = 'handle' in options ? options.handle : ISLANDS_HANDLE;
  return {
    staticHandlerContext: {
      matches: [{ route: { id: 'root' } }, { route: { id: 'routes/home' } }],
      loaderData: root ? { root } : {},
    },
    routeModules: { root: {}, 'routes/home': { handle } },
  } as unknown as EntryContext;
}

describe('islandsDocumentFor', () => {
  it('makes a public page an islands document that loads the islands runtime', () => {
    expect(islandsDocumentFor(contextOf(), 200, ENTRY)).toEqual({ entry: ENTRY });
    expect(islandsDocumentFor(contextOf(), 404, ENTRY)).toEqual({ entry: ENTRY });
  });

  it('keeps the whole app for routes that do not ask, server errors and development builds', () => {
    expect(islandsDocumentFor(contextOf({ handle: null }), 200, ENTRY)).toBeNull();
    expect(islandsDocumentFor(contextOf(), 500, ENTRY)).toBeNull();
    expect(islandsDocumentFor(contextOf(), 200, null)).toBeNull();
    expect(islandsDocumentFor(contextOf({ root: null }), 200, ENTRY)).toBeNull();
  });

  it('keeps the whole app for editors: preview, the merchandiser toolkit and development render mode', () => {
    const preview = { ...publicRoot, mode: 'preview' as const, preview: {} as NonNullable<RootData['preview']> };
    expect(islandsDocumentFor(contextOf({ root: preview }), 200, ENTRY)).toBeNull();
    expect(islandsDocumentFor(contextOf({ root: { ...publicRoot, toolkit: true } }), 200, ENTRY)).toBeNull();
    expect(islandsDocumentFor(contextOf({ root: { ...publicRoot, mode: 'development' } }), 200, ENTRY)).toBeNull();
  });
});

describe('documentKindFor', () => {
  it('public pages are public (nobody may frame them), the toolkit and error pages included', () => {
    expect(documentKindFor(contextOf())).toBe('public');
    expect(documentKindFor(contextOf({ handle: null }))).toBe('public');
    expect(documentKindFor(contextOf({ root: { ...publicRoot, toolkit: true } }))).toBe('public');
    expect(documentKindFor(contextOf({ root: null }))).toBe('public');
  });

  it('editor routes (visualization, simple preview) and any page in preview are editor documents', () => {
    expect(documentKindFor(contextOf({ handle: EDITOR_HANDLE }))).toBe('editor');
    expect(documentKindFor(contextOf({ handle: EDITOR_HANDLE, root: null }))).toBe('editor');
    const preview = { ...publicRoot, mode: 'preview' as const, preview: {} as NonNullable<RootData['preview']> };
    expect(documentKindFor(contextOf({ root: preview }))).toBe('editor');
  });
});
