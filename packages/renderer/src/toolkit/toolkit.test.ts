import { describe, expect, it } from 'vitest';
import {
  addQualifier,
  contextFromDraft,
  contextFromSearch,
  contextHash,
  draftFromContext,
  effectiveDateTimeForDisplay,
  effectiveDateTimeFromInput,
  emptyDraft,
  filterGroups,
  normaliseSourceCode,
  patchBody,
  TOOLKIT_TOASTS,
  toolkitSearch,
  withoutToolkitParams,
  writeKind,
} from './toolkit';

describe('qualifiers (key and value non-blank after trimming)', () => {
  it('adds a trimmed pair', () => {
    expect(addQualifier({}, '  segment ', ' outdoor ')).toEqual({ segment: 'outdoor' });
  });
  it('does nothing when the key or the value is blank', () => {
    const map = { a: '1' };
    expect(addQualifier(map, 'b', '   ')).toBe(map);
    expect(addQualifier(map, '  ', 'x')).toBe(map);
    expect(addQualifier(map, '', '')).toBe(map);
  });
  it('replaces an existing key', () => {
    expect(addQualifier({ a: '1' }, 'a', '2')).toEqual({ a: '2' });
  });
});

describe('source code (ignored when blank after trimming)', () => {
  it('is trimmed, or ignored when blank', () => {
    expect(normaliseSourceCode('  spring-email ')).toBe('spring-email');
    expect(normaliseSourceCode('   ')).toBeUndefined();
    expect(contextFromDraft({ ...emptyDraft(), sourceCode: ' \t ' })).toEqual({});
  });
});

describe('effective date and time (+7 h stored, −7 h shown, date alone = 00:00:00)', () => {
  it('stores the wall-clock reading shifted by 7 hours', () => {
    expect(effectiveDateTimeFromInput('20/03/2027 08:30:00')).toBe('2027-03-20T15:30:00.000Z');
    expect(effectiveDateTimeFromInput('20/03/2027')).toBe('2027-03-20T07:00:00.000Z');
  });
  it('shows the stored value shifted back', () => {
    expect(effectiveDateTimeForDisplay('2027-03-20T15:30:00.000Z')).toBe('20/03/2027 08:30:00');
    expect(effectiveDateTimeForDisplay(effectiveDateTimeFromInput('01/01/2028'))).toBe('01/01/2028 00:00:00');
  });
  it('blank is no date; an unparseable value is passed on for the API to refuse', () => {
    expect(effectiveDateTimeFromInput('  ')).toBeUndefined();
    expect(effectiveDateTimeFromInput(' 31/02/2027 ')).toBe('31/02/2027');
    expect(effectiveDateTimeFromInput('tomorrow')).toBe('tomorrow');
  });
});

describe('contextFromDraft / draftFromContext', () => {
  it('leaves blank fields and half-filled qualifiers out', () => {
    expect(
      contextFromDraft({
        effectiveDateTime: '',
        customerGroupIds: ['Loyalty Members', 'Loyalty Members', ' '],
        sourceCode: ' ',
        customQualifiers: { ok: 'yes', '  ': 'x', half: '  ' },
        assignmentQualifiers: {},
      }),
    ).toEqual({ customerGroupIds: ['Loyalty Members'], customQualifiers: { ok: 'yes' } });
  });
  it('round-trips a stored context', () => {
    const context = {
      effectiveDateTime: '2027-03-20T15:30:00.000Z',
      customerGroupIds: ['VIP'],
      sourceCode: 'sc',
      customQualifiers: { a: 'b' },
    };
    expect(contextFromDraft(draftFromContext(context))).toEqual(context);
    expect(draftFromContext(null)).toEqual(emptyDraft());
  });
});

describe('create or update', () => {
  it('creates when no context exists, updates otherwise', () => {
    expect(writeKind(null)).toBe('create');
    expect(writeKind(undefined)).toBe('create');
    expect(writeKind({})).toBe('update');
    expect(writeKind({ customerGroupIds: ['VIP'] })).toBe('update');
  });
  it('the PATCH body removes what the new context no longer has', () => {
    expect(
      patchBody(
        {
          sourceCode: 'old',
          customerGroupIds: ['VIP'],
          customQualifiers: { a: '1', b: '2' },
          assignmentQualifiers: { x: 'y' },
        },
        { customerGroupIds: ['Loyalty Members'], customQualifiers: { a: '3' } },
      ),
    ).toEqual({
      sourceCode: null,
      customerGroupIds: ['Loyalty Members'],
      customQualifiers: { a: '3', b: null },
      assignmentQualifiers: { x: null },
    });
    expect(patchBody({}, {})).toEqual({});
  });
});

describe('customer-group search (case-insensitive substring)', () => {
  const groups = [{ id: 'Loyalty Members' }, { id: 'Big Spenders' }, { id: 'Everyone' }];
  it('filters case-insensitively on a substring', () => {
    expect(filterGroups(groups, 'LOYAL').map((g) => g.id)).toEqual(['Loyalty Members']);
    expect(filterGroups(groups, 'e').map((g) => g.id)).toEqual(['Loyalty Members', 'Big Spenders', 'Everyone']);
    expect(filterGroups(groups, 'spend').map((g) => g.id)).toEqual(['Big Spenders']);
    expect(filterGroups(groups, '  ')).toEqual(groups);
    expect(filterGroups(groups, 'zzz')).toEqual([]);
  });
});

describe('URL parameters and cache hash', () => {
  const context = { customerGroupIds: ['Loyalty Members', 'VIP'], sourceCode: 'spring', customQualifiers: { a: 'b' } };
  it('writes tk_enabled=on, one tk_{field} per field and tk_hash, keeping other parameters', () => {
    const search = toolkitSearch('?q=boots&tk_sourceCode=stale&tk_hash=00000000', context);
    const params = new URLSearchParams(search);
    expect(params.get('q')).toBe('boots');
    expect(params.get('tk_enabled')).toBe('on');
    expect(params.get('tk_customerGroupIds')).toBe('Loyalty Members,VIP');
    expect(params.get('tk_sourceCode')).toBe('spring');
    expect(params.get('tk_customQualifiers')).toBe('{"a":"b"}');
    expect(params.get('tk_effectiveDateTime')).toBeNull();
    expect(params.get('tk_hash')).toBe(contextHash(context));
    expect(contextFromSearch(search)).toEqual(context);
  });
  it('removes every tk_ parameter', () => {
    expect(withoutToolkitParams('?a=1&tk_enabled=on&tk_hash=x&b=2').toString()).toBe('a=1&b=2');
    expect(contextFromSearch('?tk_sourceCode=x')).toBeUndefined();
  });
  it('the hash is stable: the same context (any key or group order) gives the same hash, another context another', () => {
    const reordered = {
      customQualifiers: { a: 'b' },
      sourceCode: 'spring',
      customerGroupIds: ['VIP', 'Loyalty Members'],
    };
    expect(contextHash(reordered)).toBe(contextHash(context));
    expect(contextHash(context)).toMatch(/^[0-9a-f]{8}$/);
    expect(contextHash({ ...context, sourceCode: 'autumn' })).not.toBe(contextHash(context));
    expect(contextHash({})).not.toBe(contextHash(context));
  });
});

describe('toasts', () => {
  it('has the required messages and durations', () => {
    expect(TOOLKIT_TOASTS.updating.title).toBe('Updating...');
    expect(TOOLKIT_TOASTS.success).toMatchObject({ title: 'Successfully updated', duration: 1000 });
    expect(TOOLKIT_TOASTS.failure).toMatchObject({
      title: 'Update failed',
      description: 'Something wrong with the update',
      duration: 2000,
    });
  });
});
