// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as host from '@ridgeline/blocks/host';
import { BLOCK_HOST_EVENTS, dispatchHostEvent, watchHostWidgets } from '@ridgeline/blocks/host';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountHost } from './features/account/dialog/AccountHost';

/**
 * Every window event a block raises for its host (`@ridgeline/blocks/host`) has a listener in the storefront: a block
 * whose request nobody hears (a button that opens nothing) fails here. Statically (the blocks dispatch only names of
 * the contract, and the storefront registers a listener for each, spelled through the contract) and at run time (the
 * storefront's listeners cancel each event: handled).
 */
const APP = path.dirname(fileURLToPath(import.meta.url));
const BLOCKS_SRC = path.resolve(APP, '../../blocks/src');

const sources = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories)\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes(`${path.sep}test`),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The contract's constant names by value (`ACCOUNT_DRAWER_EVENT` → its string). */
const CONSTANTS = Object.fromEntries(
  Object.entries(host).filter(([name, value]) => name.endsWith('_EVENT') && typeof value === 'string'),
) as Record<string, string>;

describe('block host events', () => {
  it('the contract names each event once, and every `_EVENT` constant of it is a block host event', () => {
    expect(new Set(BLOCK_HOST_EVENTS).size).toBe(BLOCK_HOST_EVENTS.length);
    expect(Object.values(CONSTANTS).sort()).toEqual([...BLOCK_HOST_EVENTS].sort());
  });

  it('blocks dispatch window events only through the contract (dispatchHostEvent with one of its constants)', () => {
    const files = sources(BLOCKS_SRC);
    expect(files.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const name = path.relative(BLOCKS_SRC, file);
      if (name !== path.join('shared', 'host.ts') && /window\.dispatchEvent\(/.test(code))
        problems.push(`${name}: window.dispatchEvent outside the contract`);
      for (const literal of code.matchAll(/['"`](ridgeline:[\w-]+)['"`]/g)) {
        if (name !== path.join('shared', 'host.ts'))
          problems.push(`${name}: event name ${literal[1]} spelled outside the contract`);
      }
      for (const call of code.matchAll(/dispatchHostEvent(?:<[^>]*>)?\(\s*([A-Za-z_$][\w$]*)/g)) {
        if (name !== path.join('shared', 'host.ts') && !(call[1]! in CONSTANTS))
          problems.push(`${name}: dispatches ${call[1]}, not a contract constant`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the storefront registers a listener for every block host event, by the contract constant', () => {
    const files = sources(APP);
    const importsContract = (code: string, constant: string, file: string): boolean => {
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
        if (
          !match[1]!.split(',').some(
            (part) =>
              part
                .trim()
                .split(/\s+as\s+/)[0]!
                .replace(/^type\s+/, '') === constant,
          )
        )
          continue;
        if (match[2] === '@ridgeline/blocks/host') return true;
        // a storefront module that passes the constant on from the contract (`account/accountDrawerRequest.ts`)
        if (match[2]!.startsWith('.')) {
          const target = [`${match[2]}.ts`, `${match[2]}.tsx`]
            .map((relative) => path.resolve(path.dirname(file), relative))
            .find((candidate) => files.includes(candidate));
          if (target && readFileSync(target, 'utf8').includes("from '@ridgeline/blocks/host'")) return true;
        }
      }
      return false;
    };
    const listens = (code: string, constant: string) => new RegExp(`addEventListener\\(\\s*${constant}\\b`).test(code);
    // The contract's widget host (`watchHostWidgets`: the SMS sign-up, the feedback link) listens for the events it
    // answers; they are heard when a storefront module starts it.
    const widgetHost = readFileSync(path.join(BLOCKS_SRC, 'shared', 'hostWidgets.ts'), 'utf8');
    const startsWidgetHost = files.some((file) => {
      const code = readFileSync(file, 'utf8');
      return /watchHostWidgets\(/.test(code) && importsContract(code, 'watchHostWidgets', file);
    });
    const unheard = Object.entries(CONSTANTS).filter(
      ([constant]) =>
        !(startsWidgetHost && listens(widgetHost, constant)) &&
        !files.some((file) => {
          const code = readFileSync(file, 'utf8');
          return listens(code, constant) && importsContract(code, constant, file);
        }),
    );
    expect(unheard.map(([constant, value]) => `${constant} (${value})`)).toEqual([]);
    // the account-drawer buttons of blocks that never hydrate: their clicks are answered by the document's listener
    const answersStaticButtons = files.some((file) => {
      const code = readFileSync(file, 'utf8');
      return (
        /closest\?\.\(`\[\$\{ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE\}\]`\)/.test(code) &&
        importsContract(code, 'ACCOUNT_DRAWER_TRIGGER_ATTRIBUTE', file)
      );
    });
    expect(answersStaticButtons).toBe(true);
    // and no storefront module spells an event name of its own
    const spelled = files.filter((file) =>
      BLOCK_HOST_EVENTS.some((value) => readFileSync(file, 'utf8').includes(`'${value}'`)),
    );
    expect(spelled.map((file) => path.relative(APP, file))).toEqual([]);
  });

  describe('at run time', () => {
    // The events open the account host's lazily loaded dialog and drawer, and the test ends before their chunks would
    // load: loaded here first, so no import is still running when this file's environment is torn down (in a shared
    // worker a late import failed the next file with an EnvironmentTeardownError).
    beforeAll(async () => {
      await Promise.all([
        import('./features/account/dialog/AuthDialog'),
        import('./features/account/drawer/AccountDrawer'),
      ]);
    });
    afterEach(() => cleanup());

    it('the account host and the widget host answer (cancel) every event a block can raise', () => {
      render(<AccountHost localeId="en-US" passwordless={false} social={false} />);
      const open = vi.fn();
      const stop = watchHostWidgets(
        { smsWidget: { scriptUrl: 'https://sms.test/widget.js' }, feedbackUrl: 'https://help.test/' },
        { loadScript: () => new Promise(() => {}), widget: () => undefined, openTab: open },
      );
      try {
        const handled = BLOCK_HOST_EVENTS.map((name) => {
          let answered = false;
          act(() => {
            answered = dispatchHostEvent(name, name === host.SMS_SIGNUP_EVENT ? { campaignId: 'c-1' } : undefined);
          });
          return [name, answered];
        });
        expect(handled).toEqual(BLOCK_HOST_EVENTS.map((name) => [name, true]));
        expect(open).toHaveBeenCalledWith('https://help.test/');
      } finally {
        stop();
      }
    });

    it('without listeners an event is reported as not handled (what the test above would catch)', () => {
      expect(BLOCK_HOST_EVENTS.map((name) => dispatchHostEvent(name))).toEqual(BLOCK_HOST_EVENTS.map(() => false));
    });
  });
});
