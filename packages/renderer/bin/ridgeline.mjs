#!/usr/bin/env node
// The `ridgeline` command: `ridgeline content lint <export>` (see the package README, "Content lint").
import { main } from '../dist/cli.mjs';

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
