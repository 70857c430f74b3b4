import { createRegistry, defineBlock, RegistryError } from './registry';
import { SCHEMA, TextBlock, textBlock, pageBlock } from './testing/fixtures';

describe('createRegistry', () => {
  it('finds blocks by their exact schema URI', () => {
    const registry = createRegistry([pageBlock, textBlock]);
    expect(registry.get(SCHEMA.text)).toBe(textBlock);
    expect(registry.has(SCHEMA.page)).toBe(true);
    expect(registry.get(`${SCHEMA.text}/`)).toBeUndefined();
    expect(registry.get(SCHEMA.text.toUpperCase())).toBeUndefined();
    expect(registry.schemas).toEqual([SCHEMA.page, SCHEMA.text]);
  });

  it('throws on a duplicate schema, naming it', () => {
    const duplicate = defineBlock({ schema: SCHEMA.text, component: TextBlock });
    expect(() => createRegistry([textBlock, duplicate])).toThrow(RegistryError);
    expect(() => createRegistry([textBlock, duplicate])).toThrow(
      `duplicate schema; "${SCHEMA.text}" is already registered`,
    );
  });

  it.each([
    ['', 'is missing'],
    ['hero-banner', 'is not an absolute URI'],
    ['/schemas/hero', 'is not an absolute URI'],
    ['urn:ridgeline:hero', 'must use http or https'],
    ['ftp://schema.ridgeline.dev/hero', 'must use http or https'],
    [' https://schema.ridgeline.dev/hero', 'whitespace'],
    ['https://schema.ridgeline.dev/hero#/definitions/x', '#fragment'],
  ])('throws on the malformed schema URI %j', (schema, message) => {
    expect(() => createRegistry([{ schema, component: TextBlock }])).toThrow(message);
  });

  it('throws when a definition has no component', () => {
    expect(() => createRegistry([{ schema: SCHEMA.text } as never])).toThrow('component is missing');
  });
});
