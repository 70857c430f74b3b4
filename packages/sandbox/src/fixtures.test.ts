/**
 * The sandbox must reproduce the shapes of the real Content Delivery 2 payloads kept as fixtures by
 * dc-delivery-sdk-js (copied into test-fixtures/amplience-samples). Each test serves the fixture's items from
 * a temp folder and compares the sandbox's answer with the fixture, raw and through the SDK.
 */
import { ContentClient } from 'dc-delivery-sdk-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_LINK } from './delivery.js';
import { sdkFixturesDir, startTestSandbox, tempContent } from './test-helpers.js';

const fixture = (rel: string): any => JSON.parse(readFileSync(path.join(sdkFixturesDir(), rel), 'utf8'));
const started: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(started.map((s) => s.close())));

async function serve(items: Record<string, unknown>) {
  const sandbox = await startTestSandbox({ contentDir: tempContent(items) });
  started.push(sandbox);
  expect(sandbox.problems).toEqual([]);
  return { sandbox, client: new ContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url }) };
}

/** Splits an inlined tree into one file per item, replacing nested items by content-link stubs. */
function explode(tree: any): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const walk = (node: any, isRoot: boolean): any => {
    if (Array.isArray(node)) return node.map((n) => walk(n, false));
    if (!node || typeof node !== 'object') return node;
    const out: any = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === '_meta' ? v : walk(v, false);
    if (node._meta?.deliveryId) {
      files[`${node._meta.name}-${node._meta.deliveryId}.json`] = out;
      if (!isRoot)
        return { _meta: { schema: CONTENT_LINK }, contentType: node._meta.schema, id: node._meta.deliveryId };
    }
    return out;
  };
  walk(tree, true);
  return files;
}

describe('dc-delivery-sdk-js fixtures', () => {
  it('RESULT.json: an inlined tree rebuilt from linked items equals the real response', async () => {
    const expected = fixture('RESULT.json');
    const files = explode(expected.content);
    expect(Object.keys(files).length).toBe(5);
    const { sandbox, client } = await serve(files);
    const res = await fetch(`${sandbox.url}/content/id/${expected.content._meta.deliveryId}?depth=all&format=inlined`);
    expect(await res.json()).toEqual(expected);
    const bykey = await client.getContentItemByKey(expected.content._meta.deliveryKey);
    expect(bykey.toJSON()).toEqual(expected.content);
  });

  it('SINGLE_RESULT.json', async () => {
    const expected = fixture('SINGLE_RESULT.json');
    const { sandbox, client } = await serve({ 'single.json': expected.content });
    const res = await fetch(`${sandbox.url}/content/key/welcome-para-1?depth=all&format=inlined`);
    expect(await res.json()).toEqual(expected);
    expect((await client.getContentItemById(expected.content._meta.deliveryId)).toJSON()).toEqual(expected.content);
  });

  it('fetch/RESULT_WITH_ERROR.json: per-item CONTENT_NOT_FOUND next to found items', async () => {
    const expected = fixture('fetch/RESULT_WITH_ERROR.json');
    const { client } = await serve({ 'fetch.json': expected.responses[1].content });
    const result = await client.fetchContentItems({
      requests: [{ key: 'test' }, { id: expected.responses[1].content._meta.deliveryId }],
    });
    expect(result).toEqual(expected);
  });

  it('filterBy/BASIC_RESPONSE.json: responses + page.responseCount, no cursor on the last page', async () => {
    const expected = fixture('filterBy/BASIC_RESPONSE.json');
    const { sandbox, client } = await serve({ 'filter.json': expected.responses[0].content });
    const raw = await fetch(`${sandbox.url}/content/filter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        filterBy: [{ path: '/_meta/schema', value: 'https://filter-by-sort-by.com' }],
        parameters: { depth: 'all', format: 'inlined' },
      }),
    });
    expect(await raw.json()).toEqual(expected);
    const viaSdk = await client
      .filterByContentType('https://filter-by-sort-by.com')
      .filterBy('/category', 'Red')
      .request();
    expect(viaSdk).toEqual(expected);
  });

  it('hierarchies/SINGLE_LAYER_RESPONSE.json: descendants envelope', async () => {
    const root = fixture('hierarchies/ROOT.json');
    const expected = fixture('hierarchies/SINGLE_LAYER_RESPONSE.json');
    const items: Record<string, unknown> = { 'root.json': root.content };
    expected.responses.forEach((r: any, i: number) => (items[`child-${i}.json`] = r.content));
    const { sandbox } = await serve(items);
    const res = await fetch(
      `${sandbox.url}/content/hierarchies/descendants/id/${root.content._meta.deliveryId}?hierarchyDepth=1`,
    );
    expect(await res.json()).toEqual(expected);
  });

  it('hierarchies/MULTI_LAYER_RESULT.json: getByHierarchy assembles the same tree', async () => {
    const expected = fixture('hierarchies/MULTI_LAYER_RESULT.json');
    const items: Record<string, unknown> = {};
    const walk = (n: any) => {
      items[`${n.content._meta.name}.json`] = n.content;
      n.children.forEach(walk);
    };
    walk(expected);
    const { client } = await serve(items);
    const tree = await client.getByHierarchy({ rootId: expected.content._meta.deliveryId });
    expect(JSON.parse(JSON.stringify(tree))).toEqual(expected);
  });
});
