import type { ReactElement } from 'react';
import { ContentRenderer } from '../rendering/ContentRenderer';
import { prepareContent, type PrepareOptions } from './prepareContent';

/** prepareContent + the element that renders the result: one call for a server route. */
export async function renderContent(item: unknown, options: PrepareOptions): Promise<ReactElement> {
  const prepared = await prepareContent(item, options);
  return (
    <ContentRenderer content={prepared} registry={options.registry} context={options.context} logger={options.logger} />
  );
}
