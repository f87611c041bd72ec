import { WarningOutlined } from '@ant-design/icons';
import { PageLoading, type RemoteProps } from '@driveratlas/platform';
import { Button } from 'antd';
import { Component, createContext, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadedRemoteModule, loadRemoteModule, remoteTitle } from './remote-registry';

interface RegionProps extends RemoteProps {
  /** A dialog or banner over the page: shows nothing while loading. */
  overlay?: boolean;
}

type Loaded = { default: ComponentType<Record<string, unknown>> };

/**
 * On the server, the remote modules the page may show, already loaded (a remote's server build), and a note of each
 * shown, so the browser loads those before it takes the page over.
 */
export const ServerRemoteModules = createContext<((remote: string, module: string) => Loaded | undefined) | null>(null);

class RegionBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the site failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** One remote's part of the page, loaded on demand, inside an error boundary with Retry. */
export function RemoteRegion({ remote, module, props = {}, overlay = false, placeholder, fallback: quietFallback }: RegionProps) {
  const onServer = useContext(ServerRemoteModules);
  // A part the server showed (the consent banner too) is there at once.
  const ready = onServer?.(remote, module) ?? loadedRemoteModule<Loaded>(remote, module);
  const [state, setState] = useState<{ loaded?: Loaded; error?: unknown; attempt: number }>({ attempt: 0, loaded: ready });

  useEffect(() => {
    // Loaded before this region was (the page's own, before the browser took over the server's page): nothing to load.
    if (state.attempt === 0 && loadedRemoteModule(remote, module)) return;
    let current = true;
    setState((s) => ({ attempt: s.attempt }));
    loadRemoteModule<Loaded>(remote, module, state.attempt > 0).then(
      (loaded) => current && setState((s) => ({ ...s, loaded })),
      (error) => current && setState((s) => ({ ...s, error })),
    );
    return () => {
      current = false;
    };
  }, [remote, module, state.attempt]);

  const retry = useCallback(() => setState((s) => ({ attempt: s.attempt + 1 })), []);

  const fallback = (onRetry: () => void) =>
    quietFallback ?? (
      <section className={overlay ? 'remote-fallback remote-fallback--overlay' : 'remote-fallback'} aria-live="polite">
        <WarningOutlined className="remote-fallback__icon" aria-hidden />
        <h2 className="remote-fallback__title">This part of the site is not available right now</h2>
        <p className="remote-fallback__text">We could not load {remoteTitle(remote)}. The rest of the site still works.</p>
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      </section>
    );

  if (state.error) return fallback(retry);
  if (!state.loaded) {
    return overlay ? null : (placeholder ?? <PageLoading />);
  }
  const Loaded = state.loaded.default;
  return (
    <RegionBoundary key={state.attempt} fallback={fallback} onRetry={retry}>
      <Loaded {...props} />
    </RegionBoundary>
  );
}
