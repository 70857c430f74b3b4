import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failureLogEntry } from '../logging';
import type { ContentFailure, Logger, RenderMode } from '../types';
import { ContentErrorNotice, type ContentErrorWords } from './ContentErrorNotice';
import { FailureView } from './FailureView';

interface BlockBoundaryProps {
  /** Which block this is, for the failure card and the log line. */
  blockName: string;
  schema: string;
  deliveryId?: string;
  location: string;
  mode: RenderMode;
  logger: Logger;
  /** A new value (the next version of the content in preview) clears a caught error. */
  resetKey: unknown;
  /** The app's words for the shopper's notice (production), in the page's language. */
  words?: Readonly<Partial<ContentErrorWords>> | undefined;
  children: ReactNode;
}

interface BlockBoundaryState {
  failure: ContentFailure | null;
  resetKey: unknown;
}

/**
 * Catches a block's render error in the browser so the rest of the page stays: development and preview show the
 * failure card; production tells the shopper in plain words, with a "Try Again" button that renders the block
 * again (a failure that was transient goes away; a lasting one is caught and logged again). On the server
 * React does not run error boundaries; the Suspense boundary inside this one makes React
 * stream the fallback instead and retry the block in the browser, where this catches it.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: BlockBoundaryProps,
    state: BlockBoundaryState,
  ): Partial<BlockBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failure: null, resetKey: props.resetKey } : null;
  }

  static getDerivedStateFromError(error: unknown): Partial<BlockBoundaryState> {
    return { failure: { kind: 'block-error', phase: 'render', location: '', message: errorMessage(error) } };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const failure = this.failureFor(error);
    this.props.logger.log(failureLogEntry(failure));
  }

  private failureFor(error: unknown): ContentFailure {
    const { blockName, schema, deliveryId, location } = this.props;
    return {
      kind: 'block-error',
      phase: 'render',
      schema,
      deliveryId,
      location,
      message: `${blockName} threw: ${errorMessage(error)}`,
    };
  }

  private readonly retry = () => this.setState({ failure: null });

  override render(): ReactNode {
    if (!this.state.failure) return this.props.children;
    if (this.props.mode === 'production') {
      return <ContentErrorNotice words={this.props.words} onRetry={this.retry} />;
    }
    const failure = this.failureFor({ message: this.state.failure.message });
    return <FailureView failure={failure} mode={this.props.mode} />;
  }
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}
