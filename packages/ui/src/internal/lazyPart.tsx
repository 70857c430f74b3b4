import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched on first use (`React.lazy`), plus `preload()` to fetch it
 * earlier. Once the code is in memory, later mounts render synchronously: the factory hands React
 * an already-settled thenable, so nothing suspends (and tests with fake timers need no waiting).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later preload may retry (e.g. after a network blip)
        throw error;
      },
    );
    return pending;
  };
  const LazyComponent = lazy(() => {
    if (loaded) {
      const component = loaded;
      // React.lazy reads a thenable that calls back synchronously as already resolved.
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      } as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component: LazyComponent, preload };
}

/**
 * Suspense (renders nothing meanwhile) + an error boundary that renders nothing when the code
 * cannot be fetched, so a failed download of an optional part never takes down the page.
 */
export class LazyBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
