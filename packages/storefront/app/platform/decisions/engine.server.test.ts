import { describe, expect, it } from 'vitest';
import { readDecisionEngineConfig } from './engine.server';
import { ConfigError, readEnv } from '../env.server';

// The engine's call, cache and actions are tested where they live: packages/renderer/src/personalisation/.
describe('decision engine configuration', () => {
  it('is off in production unless DECISION_ENGINE_URL names one; outside production the sandbox is the default', () => {
    expect(
      readDecisionEngineConfig({
        NODE_ENV: 'production',
        RIDGELINE_SANDBOX: 'http://localhost:4010',
        SESSION_SECRET: 'x'.repeat(32),
      }),
    ).toEqual({ provider: 'off' });
    expect(
      readDecisionEngineConfig({
        NODE_ENV: 'production',
        RIDGELINE_SANDBOX: 'http://localhost:4010',
        SESSION_SECRET: 'x'.repeat(32),
        DECISION_ENGINE_URL: 'http://localhost:4010/api/engine/v1/',
      }),
    ).toMatchObject({
      provider: 'monetate',
      url: 'http://localhost:4010/api/engine/v1',
      retailer: 'ridgeline',
    });
    expect(readDecisionEngineConfig({ SANDBOX_PORT: '4999' })).toMatchObject({
      provider: 'monetate',
      url: 'http://localhost:4999/api/engine/v1',
    });
    expect(readDecisionEngineConfig({ DECISION_ENGINE_URL: 'off' })).toEqual({ provider: 'off' });
    // the call's deadline never passes the render budget
    expect(readDecisionEngineConfig({ RENDER_BUDGET_MS: '800' })).toMatchObject({ timeoutMs: 800 });
  });

  it('refuses a bad URL or retailer, and a real engine without its retailer and channel', () => {
    expect(() => readEnv({ DECISION_ENGINE_URL: 'ftp://x' })).toThrow(/DECISION_ENGINE_URL must use http or https/);
    expect(() => readEnv({ DECISION_ENGINE_URL: 'https://engine.test', DECISION_ENGINE_RETAILER: 'a b' })).toThrow(
      /DECISION_ENGINE_RETAILER must be a retailer short name/,
    );
    try {
      readEnv({ DECISION_ENGINE_URL: 'https://engine.test' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.variable)).toEqual([
        'DECISION_ENGINE_RETAILER',
        'DECISION_ENGINE_CHANNEL',
      ]);
    }
  });
});
