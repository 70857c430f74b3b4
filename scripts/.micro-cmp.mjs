const m = await import('./.micro-setup.mjs');
const { home, opts, prepareContent, registry, context, renderWithEmotion, handBuiltPage, ContentRenderer, h } = m;
const prepared = await prepareContent(home, opts);
const a = renderWithEmotion(h(ContentRenderer, { content: prepared, registry, context }));
const b = renderWithEmotion(handBuiltPage(home, context));
console.log('html len', a.length, b.length);
const variants = {
  prepare: () => prepareContent(home, opts),
  renderPrepared: () => renderWithEmotion(h(ContentRenderer, { content: prepared, registry, context })),
  hand: () => renderWithEmotion(handBuiltPage(home, context)),
  full: async () => renderWithEmotion(h(ContentRenderer, { content: await prepareContent(home, opts), registry, context })),
};
const res = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let r = 0; r < 15; r++) for (const [k, fn] of Object.entries(variants)) {
  const t = performance.now(); for (let i = 0; i < 100; i++) await fn(); res[k].push((performance.now() - t) / 100);
}
const med = (xs) => xs.sort((x, y) => x - y)[xs.length >> 1];
for (const [k, xs] of Object.entries(res)) console.log(k.padEnd(16), med(xs).toFixed(3));
console.log('ratio full/hand', (med(res.full) / med(res.hand)).toFixed(2));
await m.sandbox.close();
