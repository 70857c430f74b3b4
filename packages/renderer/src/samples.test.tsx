// @vitest-environment node
// Every real Amplience payload in test-fixtures/amplience-samples (origin and licence of each file in its
// README) must go through preparation and a server render without throwing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { isPlainObject } from './contentModel';
import { prepareContent } from './prepare/prepareContent';
import { createRegistry } from './registry';
import { ContentRenderer } from './rendering/ContentRenderer';
import { devContext, productionContext, recordingLogger } from './testing/fixtures';
import { createValidator } from './validation/createValidator';

const repoRoot = path.resolve(__dirname, '../../..');
const samplesDir = path.join(repoRoot, 'test-fixtures', 'amplience-samples');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The content items a sample holds: a dc-cli export's body, a delivery envelope's content, or the file itself. */
function contentOf(sample: unknown): unknown[] {
  if (isPlainObject(sample) && isPlainObject(sample.body) && '_meta' in sample.body) return [sample.body];
  if (isPlainObject(sample) && 'content' in sample) return [sample.content];
  if (isPlainObject(sample) && Array.isArray(sample.responses)) {
    return sample.responses.flatMap((response: unknown) =>
      isPlainObject(response) && 'content' in response ? [response.content] : [],
    );
  }
  return [sample];
}

function parsed(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text; // Handlebars templates (*.hbs) and other non-JSON text: still must not crash.
  }
}

if (!existsSync(samplesDir)) {
  throw new Error(
    `Amplience samples not found at ${samplesDir}: they are part of the repository (test-fixtures/amplience-samples); restore them with git.`,
  );
}

/** The folder's README and the origin repositories' licences sit beside the samples; they are not samples. */
const isSample = (file: string) => !/^(README\.md|LICENSE.*)$/.test(path.basename(file));
const sampleFiles = filesUnder(samplesDir).filter(isSample);
const emptyRegistry = createRegistry([]);

describe('real Amplience samples', () => {
  it('finds the samples', () => {
    expect(sampleFiles.length).toBeGreaterThanOrEqual(30);
  });

  it.each(sampleFiles.map((file) => [path.relative(samplesDir, file), file]))(
    '%s prepares and renders without throwing',
    async (_name, file) => {
      for (const content of contentOf(parsed(file))) {
        for (const context of [devContext, productionContext]) {
          const logger = recordingLogger();
          const prepared = await prepareContent(content, { registry: emptyRegistry, context, logger });
          const html = renderToString(
            <ContentRenderer content={prepared} registry={emptyRegistry} context={context} logger={logger} />,
          );
          expect(typeof html).toBe('string');
          // With no blocks registered, every root is a failure: logged, and a card only outside production.
          expect(logger.entries.length).toBeGreaterThanOrEqual(1);
          if (context.mode === 'production') expect(html).toBe('');
          else expect(html).toContain('data-ridgeline-failure=');
        }
      }
    },
  );

  it('reports the inlined delivery fixture as unknown-schema, with its raw JSON on the card', async () => {
    const file = path.join(samplesDir, 'dc-delivery-sdk-js/src/lib/content/coordinators/__fixtures__/v2/RESULT.json');
    const [content] = contentOf(parsed(file));
    const prepared = await prepareContent(content, {
      registry: emptyRegistry,
      context: devContext,
      logger: recordingLogger(),
    });
    expect(prepared.__ridgeline).toMatchObject({
      status: 'failed',
      failure: { kind: 'unknown-schema', deliveryId: '4cef6e46-95a3-48a6-8202-e31871eaaa72' },
    });
    const html = renderToString(<ContentRenderer content={prepared} registry={emptyRegistry} context={devContext} />);
    expect(html).toContain('welcome-to-the-amplience-product-blog');
  });

  it("validates the SFCC accelerator's hero export against its schema with the shipped core definitions", () => {
    const base = path.join(samplesDir, 'amplience-sfcc-composable-commerce/amplience-automation/automation-files');
    const schema = parsed(path.join(base, 'schema/schemas/hero-schema.json')) as object;
    const [hero] = contentOf(parsed(path.join(base, 'content/content/01 - Components/01 - Hero/Hero.json')));
    const validator = createValidator([schema]);
    expect(validator.validate(hero as never)).toMatchObject({ valid: true, errors: [] });
  });

  it('names the missing partials when a sample schema set is incomplete', () => {
    const base = path.join(
      samplesDir,
      'amplience-sfcc-composable-commerce/amplience-automation/automation-files/schema/schemas',
    );
    const schema = parsed(path.join(base, 'personalised-container-schema.json')) as object;
    expect(() => createValidator([schema])).toThrow('https://sfcc.com/libs/all-definitions#/definitions/anyComponent');
  });
});
