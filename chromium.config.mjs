// Debian's chromium, as every browser test here launches it (see docs/toolchain.md#browsers): no test tool
// downloads a browser. The background-networking flags keep chromium from dialling out on this closed
// network at every start.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
