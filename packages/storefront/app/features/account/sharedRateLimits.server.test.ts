// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { isRateLimitRefusal } from '@ridgeline/commerce/server';
import { startRedisServer } from '@ridgeline/commerce/testing/server';
import { ACCOUNT_RATE_LIMITS, AccountRateLimits, limitsRedisClient, redisCounterFactory } from './rateLimits.server';

// The account limits shared through Redis (REDIS_URL): a real redis-server on a port of this file's own, nothing on disk.
const PORT = Number(process.env.REDIS_LIMITS_TEST_PORT ?? 6450);
const URL = `redis://127.0.0.1:${PORT}`;
const DOWN_URL = 'redis://127.0.0.1:6451'; // nothing listens here

const RULES = { ...ACCOUNT_RATE_LIMITS, registrationsPerAccount: { points: 2, durationS: 3600 } };
const ready = (client: Redis) =>
  client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));

describe('account limits in Redis', () => {
  let server: ChildProcess;
  const clients: Redis[] = [];
  const client = (url: string) => {
    const made = limitsRedisClient(url);
    made.on('error', () => {}); // the down case: connection errors are expected
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    server = await startRedisServer(PORT);
  }, 20_000);
  afterAll(() => {
    for (const made of clients) made.disconnect();
    server?.kill();
  });

  it('counts the requests of two instances together', async () => {
    const [one, two] = [client(URL), client(URL)];
    await Promise.all([ready(one), ready(two)]);
    const first = new AccountRateLimits(RULES, redisCounterFactory(one));
    const second = new AccountRateLimits(RULES, redisCounterFactory(two));
    const email = `shared-${process.pid}@example.com`;

    expect(await first.admit('registration', '203.0.113.1', email)).toBeUndefined();
    expect(await second.admit('registration', '198.51.100.2', email)).toBeUndefined();
    const refusal = await first.admit('registration', '192.0.2.3', email);
    expect(isRateLimitRefusal(refusal) && refusal.limit).toBe('account');
    // another account is not locked out by it
    expect(await second.admit('registration', '192.0.2.3', `other-${process.pid}@example.com`)).toBeUndefined();
  });

  it('keeps counting in the process when Redis does not answer', async () => {
    const limits = new AccountRateLimits(RULES, redisCounterFactory(client(DOWN_URL)));
    const email = 'down@example.com';

    expect(await limits.admit('registration', '203.0.113.1', email)).toBeUndefined();
    expect(await limits.admit('registration', '203.0.113.1', email)).toBeUndefined();
    const refusal = await limits.admit('registration', '203.0.113.1', email);
    expect(isRateLimitRefusal(refusal) && refusal.limit).toBe('account');
  });
});
