import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// zod 4 probes `new Function('')` when it builds an object schema, unless it is `jitless`: under our CSP (no
// 'unsafe-eval') that probe is a violation the browser reports each time the sign-in dialog loads. The spy goes in
// before any schema module is imported (this file imports them only below, dynamically).
const RealFunction = globalThis.Function;
const functionCalls: unknown[][] = [];
globalThis.Function = new Proxy(RealFunction, {
  construct(target, argumentsList, newTarget) {
    functionCalls.push(argumentsList);
    return Reflect.construct(target, argumentsList, newTarget === globalThis.Function ? target : newTarget);
  },
  apply(target, thisArg, argumentsList) {
    functionCalls.push(argumentsList);
    return Reflect.apply(target, thisArg, argumentsList);
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

const APP = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('zod runs jitless (no eval under the Content-Security-Policy)', () => {
  it('building and parsing the sign-in dialog’s, the account pages’ and the checkout’s schemas never calls Function', async () => {
    const { z } = await import('./zod');
    const { loginSchemaFor } = await import('@ridgeline/commerce');
    const schemas = await import('../features/account/messages');
    const { parseProfile } = await import('../features/account/pages/schemas');
    const { intlFor } = await import('./i18n/catalogs.server');
    // the dialog's forms, parsed as react-hook-form's resolver does (synchronously, valid and invalid)
    expect(
      loginSchemaFor(schemas.ACCOUNT_MESSAGES).safeParse({
        email: 'ada@example.com',
        password: 'Secret123',
        rememberMe: 'on',
      }).success,
    ).toBe(true);
    expect(schemas.emailStepSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(schemas.registrationSchema.safeParse({ email: 'ada@example.com' }).success).toBe(false);
    expect(parseProfile({ firstName: 'Ada' }, 'en-US', intlFor('en-US')).ok).toBe(false);
    expect(functionCalls).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
  it('takes zod from app/platform/zod.ts everywhere: no other module imports zod itself (it could build a schema first)', () => {
    const offenders = sourceFiles(APP)
      .filter((file) => !file.endsWith(join('platform', 'zod.ts')))
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(APP, file));
    expect(offenders).toEqual([]);
  });
});
