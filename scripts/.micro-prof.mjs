const mod = await import('./.micro-setup.mjs');
const { home, opts, prepareContent } = mod;
const t = performance.now();
for (let i = 0; i < 5000; i++) await prepareContent(home, opts);
console.log('prepare', ((performance.now() - t) / 5000).toFixed(3));
await mod.sandbox.close();
