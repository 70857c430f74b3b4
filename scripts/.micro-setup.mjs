import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { startSandbox } from '@ridgeline/sandbox';
import { ContentRenderer, createContentClient, createValidator, prepareContent, resolvePersonalisedContent, silentLogger } from '@ridgeline/renderer/server';
import { registry } from '@ridgeline/blocks';
import { RidgelineProvider } from '@ridgeline/ui';
const root = '/work/main';
const schemasDir = path.join(root, 'schemas');
const schemas = readdirSync(schemasDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(path.join(schemasDir, f), 'utf8')));
function renderWithEmotion(element) {
  const cache = createCache({ key: 'css' }); cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(h(CacheProvider, { value: cache }, h(RidgelineProvider, null, element)));
  const { css, ids } = extractCritical(html);
  return `<style data-emotion="css ${ids.join(' ')}">${css}</style>${html}`;
}
const PC = 'https://schema.ridgeline.dev/personalised-container';
function handBuiltPage(page, context) {
  const blockElement = (item, key) => {
    if (item._meta.schema === PC) return h('div', { key, 'data-content-id': item._meta.deliveryId, 'data-schema': item._meta.schema }, resolvePersonalisedContent(item, context.customerGroups).map((c, i) => blockElement(c, i)));
    const d = registry.get(item._meta.schema);
    return h(d.component, { key, content: item, data: undefined, rootProps: { 'data-content-id': item._meta.deliveryId, 'data-schema': item._meta.schema } });
  };
  return h('main', null, page.blocks.map((item, i) => blockElement(item, i)));
}
const sandbox = await startSandbox({ port: 0, onProblem: () => {} });
const client = createContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url, locale: 'en-US' });
const home = (await client.getByKey('home')).item;
const context = { mode: 'production', locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'], mediaHost: sandbox.url };
const validator = createValidator(schemas);
const opts = { registry, validator, context, logger: silentLogger };

export { home, opts, prepareContent, sandbox, registry, context, renderWithEmotion, handBuiltPage, ContentRenderer, h };
