#!/usr/bin/env node
import { readStaticGroupMembers } from './commerce/customer-groups.js';
import { DatabaseError, DEFAULT_CLI_DATA_DIR } from './db/index.js';
import { defaultContentDir, splitDirList } from './paths.js';
import { startSandbox } from './server.js';

async function main(): Promise<void> {
  const portRaw = process.env.SANDBOX_PORT ?? '4010';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`[sandbox] SANDBOX_PORT must be a port number, got "${portRaw}"\n`);
    process.exit(2);
  }
  const staticGroupMembers = readStaticGroupMembers(process.env.SANDBOX_STATIC_GROUP_MEMBERS);
  if (staticGroupMembers instanceof Error) {
    process.stderr.write(`[sandbox] SANDBOX_STATIC_GROUP_MEMBERS: ${staticGroupMembers.message}\n`);
    process.exit(2);
  }
  const dirs = splitDirList(process.env.CONTENT_DIR);
  const contentDir = dirs.length ? dirs : [defaultContentDir];
  const sandbox = await startSandbox({
    port,
    contentDir,
    hubName: process.env.SANDBOX_HUB || 'ridgeline',
    ...(process.env.SANDBOX_COMMERCE === 'off'
      ? { commerce: false as const }
      : {
          commerce: {
            dataDir: process.env.SANDBOX_DATA_DIR || DEFAULT_CLI_DATA_DIR,
            ...(process.env.CATALOG_DIR ? { catalogDir: process.env.CATALOG_DIR } : {}),
            ...(staticGroupMembers ? { staticGroupMembers } : {}),
            ...(process.env.SANDBOX_CALLBACK_URIS
              ? {
                  recovery: {
                    callbackUris: process.env.SANDBOX_CALLBACK_URIS.split(',')
                      .map((uri) => uri.trim())
                      .filter(Boolean),
                  },
                }
              : {}),
          },
        }),
    ...(process.env.SANDBOX_HOST ? { hostname: process.env.SANDBOX_HOST } : {}),
    ...(/^(1|on|true)$/i.test(process.env.SANDBOX_WATCH ?? '')
      ? {
          watch: {
            ...(process.env.SANDBOX_WEBHOOK_URL ? { webhookUrl: process.env.SANDBOX_WEBHOOK_URL } : {}),
            ...(process.env.SANDBOX_WEBHOOK_SECRET ? { webhookSecret: process.env.SANDBOX_WEBHOOK_SECRET } : {}),
          },
        }
      : {}),
    ...(process.env.STAGING_DIR === 'off'
      ? { staging: false as const }
      : process.env.STAGING_DIR
        ? { staging: { dir: process.env.STAGING_DIR } }
        : {}),
  });
  process.stdout.write(
    `[sandbox] Content Delivery 2 + media for hub "ridgeline" at ${sandbox.url}\n` +
      `[sandbox] ${sandbox.store.items.length} items from ${contentDir.join(', ')}\n` +
      (sandbox.commerce
        ? `[sandbox] Commerce API (SLAS, Shopper Products/Search, Einstein) at ${sandbox.url}: organizationId ` +
          `${sandbox.commerce.config.organizationId}, siteId ${sandbox.commerce.config.siteId}, clientId ` +
          `${sandbox.commerce.config.clientId}, ${sandbox.commerce.catalog.products.length} products ` +
          `(SDK: proxy: '${sandbox.url}')\n` +
          `[sandbox] Baskets, orders and product lists kept in ${sandbox.commerce.database.dataDir} (SANDBOX_DATA_DIR)\n`
        : '') +
      (sandbox.staging
        ? `[sandbox] Virtual staging: ${sandbox.staging.environments.map((e) => e.vse).join(', ')} at ` +
          `${sandbox.url}/vse/{vse}/content/... (SDK: stagingEnvironment: vse, signingProxyAddress: '${sandbox.url}/vse/' + vse); ` +
          `time machine: new StagingEnvironmentFactory(vse, { baseUrl: '${sandbox.url}/virtual-staging' }); ` +
          `${sandbox.staging.editions.length} edition(s) from ${sandbox.staging.dir}\n`
        : ''),
  );
  const stop = () => {
    sandbox.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  const e = err as NodeJS.ErrnoException;
  if (e instanceof DatabaseError) {
    process.stderr.write(`[sandbox] ${e.message}\n`);
  } else if (e.code === 'EADDRINUSE') {
    process.stderr.write(`[sandbox] port already in use: ${e.message}. Set SANDBOX_PORT to another port.\n`);
  } else {
    process.stderr.write(`[sandbox] failed to start: ${e.stack ?? String(err)}\n`);
  }
  process.exit(1);
});
