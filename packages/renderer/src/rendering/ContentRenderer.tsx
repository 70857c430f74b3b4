import { Suspense, useMemo, type ComponentType } from 'react';
import { classifyContent } from '../classify';
import { deliveryIdOf, isPlainObject, schemaOf, stateOf } from '../contentModel';
import { consoleLogger } from '../logging';
import type { BlockDefinition, BlockProps, BlockRegistry, ContentItem, Logger, RenderContext, RenderMode } from '../types';
import { BlockBoundary } from './BlockBoundary';
import { FAILURE_CARD_MIN_HEIGHT } from './FailureCard';
import { FailureView } from './FailureView';
import { RendererEnvironmentContext, useRendererEnvironment, type RendererEnvironment } from './RendererEnvironment';

export interface ContentRendererProps {
  /** A prepared item (from prepareContent); unprepared content renders too, without validation or loader data. */
  content: unknown;
  registry: BlockRegistry;
  context: RenderContext;
  /** Receives one entry per block that throws in the browser. Default: one JSON line on the console. */
  logger?: Logger;
}

/** Renders a content tree: the root item's block, which renders its children with <RenderContent>. */
export function ContentRenderer({ content, registry, context, logger = consoleLogger }: ContentRendererProps) {
  const environment = useMemo<RendererEnvironment>(() => ({ registry, context, logger }), [registry, context, logger]);
  return (
    <RendererEnvironmentContext.Provider value={environment}>
      <RenderContent content={content} />
    </RendererEnvironmentContext.Provider>
  );
}

export interface RenderContentProps {
  /** A content item, or an array of them (rendered in order). */
  content: unknown;
}

/** Renders nested content inside a block, with the registry and context of the enclosing ContentRenderer. */
export function RenderContent({ content }: RenderContentProps) {
  const environment = useRendererEnvironment();
  if (Array.isArray(content)) {
    return (
      <>
        {content.map((entry, index) => (
          <RenderContent key={(isPlainObject(entry) && deliveryIdOf(entry)) || `item-${index}`} content={entry} />
        ))}
      </>
    );
  }
  return <RenderItem content={content} environment={environment} />;
}

function RenderItem({ content, environment }: { content: unknown; environment: RendererEnvironment }) {
  const { registry, context, logger } = environment;
  const state = stateOf(content);
  if (state?.status === 'failed') {
    return <FailureView failure={state.failure} content={content} mode={context.mode} />;
  }
  // Prepared content was classified on the server; classify again only to find the block (the
  // registry the browser has may differ) and for content that was never prepared.
  const classification = classifyContent(content, registry, '');
  if (classification.type === 'not-content') return null;
  if (classification.type === 'failed') {
    return <FailureView failure={classification.failure} content={content} mode={context.mode} />;
  }
  return (
    <BlockFrame
      definition={classification.definition}
      content={classification.item}
      data={state?.status === 'ok' ? state.data : undefined}
      mode={context.mode}
      logger={logger}
    />
  );
}

interface BlockFrameProps {
  definition: BlockDefinition;
  content: ContentItem;
  data: unknown;
  mode: RenderMode;
  logger: Logger;
}

/** Placeholder streamed by the server when a block throws there; it reserves the card's height. */
function ServerErrorPlaceholder({ mode }: { mode: RenderMode }) {
  if (mode === 'production') return null;
  return <div aria-hidden="true" data-ridgeline-pending="" style={{ minHeight: FAILURE_CARD_MIN_HEIGHT, margin: '8px 0' }} />;
}

/** One block: error boundary (browser) around Suspense (server) around the component. */
function BlockFrame({ definition, content, data, mode, logger }: BlockFrameProps) {
  const schema = schemaOf(content) ?? definition.schema;
  const deliveryId = deliveryIdOf(content);
  const rootProps = useMemo<BlockProps['rootProps']>(
    () => (deliveryId ? { 'data-content-id': deliveryId, 'data-schema': schema } : { 'data-schema': schema }),
    [deliveryId, schema],
  );
  const Block = definition.component as ComponentType<BlockProps>;
  return (
    <BlockBoundary
      blockName={Block.displayName || Block.name || 'Block'}
      schema={schema}
      deliveryId={deliveryId}
      location=""
      mode={mode}
      logger={logger}
      resetKey={content}
    >
      <Suspense fallback={<ServerErrorPlaceholder mode={mode} />}>
        <Block content={content} data={data} rootProps={rootProps} />
      </Suspense>
    </BlockBoundary>
  );
}
