// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { timeMachineDomain } from './previewClient';

const ENVIRONMENT = { name: 'Staging', hub: 'ridgeline', vse: 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io' };
const TIMESTAMP = 1805875200000;
const servers: Server[] = [];

/** A virtual-staging API answering `domain` and counting its calls. */
async function virtualStagingApi(domain: string) {
  const api = { calls: 0, url: '' };
  const server = createServer((_req, res) => {
    api.calls += 1;
    res.writeHead(200, { 'content-type': 'text/plain' }).end(domain);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('timeMachineDomain', () => {
  it("remembers an answer per API: another API's answer for the same environment and time is not reused", async () => {
    const first = await virtualStagingApi(`kq3v8rdglnstg0demo7x2m4pw-rdgltmchn-${TIMESTAMP}.staging.bigcontent.io`);
    const second = await virtualStagingApi(`kq3v8rdglnstg0demo7x2m4pw-rdglsecond-${TIMESTAMP}.staging.bigcontent.io`);
    const ask = (api: { url: string }) =>
      timeMachineDomain(ENVIRONMENT, TIMESTAMP, { virtualStagingApi: api.url, timeMachineTimeoutMs: 10_000 });
    expect(await ask(first)).toContain('rdgltmchn');
    expect(await ask(first)).toContain('rdgltmchn');
    expect(first.calls).toBe(1);
    expect(await ask(second)).toContain('rdglsecond');
    expect(second.calls).toBe(1);
  });
});
