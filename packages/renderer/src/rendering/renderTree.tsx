import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { classifyContent } from '../classify';
import { deliveryIdOf, isPlainObject, schemaOf, stateOf } from '../contentModel';
import { hydrationOf } from '../islands/hydration';
import { IslandMarker } from '../islands/IslandMarker';
import { BLOCK_ISLAND, type BlockIslandProps } from '../islands/markup';
import { redactFailures } from '../redactFailures';
import { isLazyBlock } from '../lazyBlock';
import type {
  BlockDataSource,
  BlockDefinition,
  BlockProps,
  ContentItem,
  LazyBlockComponent,
  RenderMode,
} from '../types';
import { BlockBoundary } from './BlockBoundary';
import { FAILURE_CARD_MIN_HEIGHT } from './FailureCard';
import { FailureView } from './FailureView';
import { RendererEnvironmentContext, useRendererEnvironment, type RendererEnvironment } from './RendererEnvironment';

// This module renders a content tree without TanStack Query or any app code: the islands runtime hydrates a block
// with exactly these functions, so its output matches the server's byte for byte.

export interface RenderContentProps {
  /** A content item, or an array of them (rendered in order). */
  content: unknown;
}

/** Renders nested content inside a block, with the registry and context of the enclosing ContentRenderer. */
export function RenderContent({ content }: RenderContentProps) {
  return renderContentWith(content, useRendererEnvironment());
}

// The helpers below are plain functions, not components: each block costs one RenderContent,
// its BlockBoundary and its Suspense boundary, and nothing more.

export function renderContentWith(content: unknown, environment: RendererEnvironment): ReactNode {
  if (Array.isArray(content)) {
    return (
      <>
        {content.map((entry, index) => (
          <RenderContent key={(isPlainObject(entry) && deliveryIdOf(entry)) || `item-${index}`} content={entry} />
        ))}
      </>
    );
  }
  return renderItem(content, environment);
}

function renderItem(content: unknown, environment: RendererEnvironment): ReactNode {
  const { registry, context } = environment;
  const state = stateOf(content);
  if (state?.status === 'failed') {
    return <FailureView failure={state.failure} content={content} mode={context.mode} />;
  }
  // Prepared content was classified on the server: an ok item only needs its block (the registry
  // the browser has may differ). Content that was never prepared, or whose schema this registry
  // lacks, is classified here.
  if (state?.status === 'ok') {
    const schema = schemaOf(content as ContentItem);
    const definition = schema === undefined ? undefined : registry.get(schema);
    if (definition) return renderBlock(definition, content as ContentItem, state.data, environment);
  }
  const classification = classifyContent(content, registry, '');
  if (classification.type === 'not-content') return null;
  if (classification.type === 'failed') {
    return <FailureView failure={classification.failure} content={content} mode={context.mode} />;
  }
  return renderBlock(
    classification.definition,
    classification.item,
    state?.status === 'ok' ? state.data : undefined,
    environment,
  );
}

/** Placeholder streamed by the server when a block throws there; it reserves the card's height. */
function ServerErrorPlaceholder({ mode }: { mode: RenderMode }) {
  if (mode === 'production') return null;
  return (
    <div aria-hidden="true" data-ridgeline-pending="" style={{ minHeight: FAILURE_CARD_MIN_HEIGHT, margin: '8px 0' }} />
  );
}

/** One rootProps object per content object, so a block sees the same props object on every render. */
const rootPropsByContent = new WeakMap<object, BlockProps['rootProps']>();

function rootPropsOf(content: ContentItem, schema: string, deliveryId: string | undefined): BlockProps['rootProps'] {
  let rootProps = rootPropsByContent.get(content);
  if (!rootProps || rootProps['data-schema'] !== schema || rootProps['data-content-id'] !== deliveryId) {
    rootProps = deliveryId ? { 'data-content-id': deliveryId, 'data-schema': schema } : { 'data-schema': schema };
    rootPropsByContent.set(content, rootProps);
  }
  return rootProps;
}

/**
 * How a failure card names a block: the item's name as editors gave it in Amplience, and the content type.
 * Not the component's name: production builds minify it, and the code of a lazy block may not be loaded.
 */
function blockNameOf(content: ContentItem, schema: string): string {
  const type = schema.slice(schema.lastIndexOf('/') + 1) || schema;
  const name = typeof content._meta?.name === 'string' ? content._meta.name.trim() : '';
  return name ? `“${name}” (${type})` : type;
}

/**
 * One block: error boundary (browser) around Suspense (server) around the component. A block with a loader, under a
 * renderer given `blockData`, gets its data through a TanStack query seeded with the tree's `data`. When the renderer
 * writes islands and the block hydrates, the same output is wrapped in an island marker that carries its props.
 */
export function renderBlock(
  definition: BlockDefinition,
  content: ContentItem,
  data: unknown,
  environment: RendererEnvironment,
): ReactNode {
  const { serverIslands } = environment;
  if (serverIslands) {
    // A block with a loader whose data did not come with the page (the loader ran past its budget) fetches it in the
    // browser: it becomes an island even when it is otherwise static, and the island brings TanStack Query.
    const missingData = definition.load !== undefined && data === undefined && environment.blockData !== undefined;
    const declared = hydrationOf(definition, content);
    const trigger = declared === 'none' && missingData ? 'visible' : declared;
    if (trigger !== 'none') {
      // The island's own tree writes no markers: blocks nested in it hydrate with it.
      const { serverIslands: _outside, blockData, ...inside } = environment;
      const props: BlockIslandProps = {
        content: redactFailures(content, environment.context.mode),
        context: environment.context,
        ...(missingData && blockData ? { blockData: blockDataSourceForBrowser(blockData.source) } : {}),
      };
      return (
        <IslandMarker islands={serverIslands} kind={BLOCK_ISLAND} trigger={trigger} props={props}>
          <RendererEnvironmentContext.Provider value={inside}>
            {renderBlockBoundary(definition, content, data, inside)}
          </RendererEnvironmentContext.Provider>
        </IslandMarker>
      );
    }
  }
  return renderBlockBoundary(definition, content, data, environment);
}

/** The JSON-serialisable part of a block data source (no `fetch` function) that an island takes to the browser. */
function blockDataSourceForBrowser({ endpoint, sendContent, staleTime }: BlockDataSource): BlockDataSource {
  return { endpoint, ...(sendContent ? { sendContent } : {}), ...(staleTime !== undefined ? { staleTime } : {}) };
}

/** A block inside its error boundary and Suspense boundary: what an island's React root renders. */
export function renderBlockBoundary(
  definition: BlockDefinition,
  content: ContentItem,
  data: unknown,
  environment: RendererEnvironment,
  /** Read the data through the environment's block query even without a `load` (a browser registry has none). */
  { query = definition.load !== undefined }: { query?: boolean } = {},
): ReactNode {
  const { context, logger, blockData } = environment;
  const mode = context.mode;
  const schema = schemaOf(content) ?? definition.schema;
  const deliveryId = deliveryIdOf(content);
  const component = definition.component;
  // A lazy block whose code is loaded (prepareContent / preloadBlocks) renders directly, without suspending;
  // otherwise LazyBlockView suspends inside this block's Suspense until the code arrives.
  const lazy = isLazyBlock(component) ? component : undefined;
  const Block = (lazy ? lazy.loaded : component) as ComponentType<BlockProps> | undefined;
  const rootProps = rootPropsOf(content, schema, deliveryId);
  const view = (blockDataValue: unknown) => {
    const props: BlockProps = { content, data: blockDataValue, rootProps };
    return Block ? <Block {...props} /> : <LazyBlockView lazy={lazy!} props={props} />;
  };
  const Query = blockData?.Query;
  return (
    <BlockBoundary
      blockName={blockNameOf(content, schema)}
      schema={schema}
      deliveryId={deliveryId}
      location=""
      mode={mode}
      logger={logger}
      resetKey={content}
      words={context.labels?.contentError}
    >
      <Suspense fallback={<ServerErrorPlaceholder mode={mode} />}>
        {query && blockData && Query ? (
          <Query
            source={blockData.source}
            client={blockData.client}
            logger={logger}
            context={context}
            content={content}
            schema={schema}
            deliveryId={deliveryId}
            serverData={data}
          >
            {view}
          </Query>
        ) : (
          view(data)
        )}
      </Suspense>
    </BlockBoundary>
  );
}

/** A lazy block whose code is not loaded yet: suspends (React's `use`) until it is, then renders it. */
function LazyBlockView({ lazy, props }: { lazy: LazyBlockComponent; props: BlockProps }) {
  const Block = use(lazy.load()) as ComponentType<BlockProps>;
  return <Block {...props} />;
}
