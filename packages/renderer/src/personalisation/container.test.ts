import { DEFAULT_CUSTOMER_GROUPS, resolvePersonalisedContent, type PersonalisedContainer } from './container';

const item = (id: string) => ({ _meta: { schema: 'https://schema.ridgeline.dev/hero-banner', deliveryId: id } });
const ids = (items: { _meta: { deliveryId?: string } }[]) => items.map((entry) => entry._meta.deliveryId);

const container: PersonalisedContainer = {
  variants: [
    { segment: [{ id: 'VIP' }, { id: 'Registered' }], matchMode: 'All', content: [item('vip-registered')] },
    { segment: [{ id: 'Registered' }, { id: 'Loyalty' }], matchMode: 'Any', content: [item('registered-or-loyalty')] },
    { segment: [{ id: 'Everyone' }], matchMode: 'Any', content: [item('everyone-1'), item('everyone-2')] },
  ],
  defaultContent: [item('default')],
};

describe('resolvePersonalisedContent', () => {
  it('Any matches when one segment is in the groups', () => {
    expect(ids(resolvePersonalisedContent(container, ['Loyalty']))).toEqual(['registered-or-loyalty']);
  });

  it('All needs every segment in the groups', () => {
    expect(ids(resolvePersonalisedContent(container, ['VIP', 'Registered']))).toEqual(['vip-registered']);
    // VIP alone does not satisfy the All variant; Registered alone satisfies the Any one.
    expect(ids(resolvePersonalisedContent(container, ['VIP']))).toEqual(['default']);
    expect(ids(resolvePersonalisedContent(container, ['Registered']))).toEqual(['registered-or-loyalty']);
  });

  it('renders at most maxNumberMatches matching variants, in order (default 1)', () => {
    const groups = ['VIP', 'Registered', 'Everyone'];
    expect(ids(resolvePersonalisedContent(container, groups))).toEqual(['vip-registered']);
    expect(ids(resolvePersonalisedContent({ ...container, maxNumberMatches: 2 }, groups))).toEqual([
      'vip-registered',
      'registered-or-loyalty',
    ]);
    expect(ids(resolvePersonalisedContent({ ...container, maxNumberMatches: 5 }, groups))).toEqual([
      'vip-registered',
      'registered-or-loyalty',
      'everyone-1',
      'everyone-2',
    ]);
  });

  it('falls back to defaultContent when nothing matches', () => {
    expect(ids(resolvePersonalisedContent(container, ['Somebody']))).toEqual(['default']);
    expect(resolvePersonalisedContent({ variants: [] }, ['Somebody'])).toEqual([]);
  });

  it('uses Unregistered and Everyone when no groups are given', () => {
    expect(DEFAULT_CUSTOMER_GROUPS).toEqual(['Unregistered', 'Everyone']);
    expect(ids(resolvePersonalisedContent(container))).toEqual(['everyone-1', 'everyone-2']);
    expect(ids(resolvePersonalisedContent(container, []))).toEqual(['everyone-1', 'everyone-2']);
    expect(
      ids(resolvePersonalisedContent({ variants: [{ segment: [{ id: 'Unregistered' }], content: [item('guest')] }] })),
    ).toEqual(['guest']);
  });

  it("accepts the SFCC accelerator's plain-string segments", () => {
    const sfcc = {
      variants: [{ matchMode: 'Any' as const, segment: ['genY', 'genZ'], content: [item('gen')] }],
      defaultContent: [item('default')],
    };
    expect(ids(resolvePersonalisedContent(sfcc, ['genZ']))).toEqual(['gen']);
    expect(ids(resolvePersonalisedContent(sfcc, ['boomer']))).toEqual(['default']);
  });

  it('treats a variant without segments as targeting nobody and ignores a bad maxNumberMatches', () => {
    const odd = {
      maxNumberMatches: 0,
      variants: [
        { segment: [], matchMode: 'All' as const, content: [item('nobody')] },
        { segment: [{ id: 'Everyone' }], content: [item('all')] },
      ],
    };
    expect(ids(resolvePersonalisedContent(odd, ['Everyone']))).toEqual(['all']);
  });
});
