import { WarningOutlined } from '@ant-design/icons';
import { PageLoading, type RemoteProps } from '@driveratlas/platform';
import { Button } from 'antd';
import {
  Component,
  createContext,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadedRemoteModule, loadRemoteModule, remoteTitle, reportRemote, serverModuleLoad } from './remote-registry';

interface RegionProps extends RemoteProps {
  /** A dialog or banner over the page: shows nothing while loading. */
  overlay?: boolean;
  /**
   * Not needed for the page's first moments (the consent banner of a visitor the server showed none): loaded once the
   * browser is idle, at most a couple of seconds after, not beside the page's own code.
   */
  whenIdle?: boolean;
}

/** Resolves once the browser has nothing more urgent to do, or after `timeout` ms at most. */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 1);
  });
}

type Loaded = { default: ComponentType<Record<string, unknown>> };

/**
 * On the server, the remote modules the page may show, already loaded (a remote's server build), and a note of each
 * shown, so the browser loads those before it takes the page over.
 */
export const ServerRemoteModules = createContext<((remote: string, module: string) => Loaded | undefined) | null>(null);

/** A region's remote module, once shown: it reports the remote loaded (a canary's), or that it failed to load or render. */
class RegionBoundary extends Component<
  { remote: string; fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    if (!this.state.failed) reportRemote(this.props.remote);
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the site failed', error, info.componentStack);
    reportRemote(this.props.remote, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * One remote's part of the page, loaded on demand, inside an error boundary with Retry, and a Suspense boundary of its
 * own, on the server as in the browser. The browser takes over the server's page at once, part by part: a region whose
 * module is still loading stays the server's HTML, untouched, until its module is there, and is then taken over on its
 * own (React's selective hydration, each region in its own tasks; one a visitor taps is taken over first, and the tap
 * is replayed), while the rest of the page is taken over without waiting for it.
 */
export function RemoteRegion(props: RegionProps) {
  return (
    <Suspense fallback={props.overlay ? null : (props.placeholder ?? <PageLoading />)}>
      <ServerModule remote={props.remote} module={props.module}>
        <Region {...props} />
      </ServerModule>
    </Suspense>
  );
}

/**
 * Waits, in the browser, for a module the server showed that is still loading: its region keeps the server's HTML
 * meanwhile. A component of its own, without hooks, so that React replaying it once the module is there finds no hooks
 * of a first attempt to match.
 */
function ServerModule({ remote, module, children }: { remote: string; module: string; children: ReactNode }) {
  const loading = useContext(ServerRemoteModules) ? undefined : serverModuleLoad(remote, module);
  if (loading && !loadedRemoteModule(remote, module)) use(loading);
  return children;
}

function Region({ remote, module, props = {}, overlay = false, whenIdle = false, placeholder, fallback: quietFallback }: RegionProps) {
  const onServer = useContext(ServerRemoteModules);
  // A part the server showed (the consent banner too) is there at once.
  const ready = onServer?.(remote, module) ?? loadedRemoteModule<Loaded>(remote, module);
  const [state, setState] = useState<{ loaded?: Loaded; error?: unknown; attempt: number }>({ attempt: 0, loaded: ready });

  useEffect(() => {
    // Loaded before this region was (the page's own, before the browser took over the server's page): nothing to load.
    if (state.attempt === 0 && loadedRemoteModule(remote, module)) return;
    let current = true;
    setState((s) => ({ attempt: s.attempt }));
    (whenIdle && state.attempt === 0 ? idle(2000) : Promise.resolve())
      .then(() => loadRemoteModule<Loaded>(remote, module, state.attempt > 0))
      .then(
        (loaded) => current && setState((s) => ({ ...s, loaded })),
        (error) => current && setState((s) => ({ ...s, error })),
      );
    return () => {
      current = false;
    };
  }, [remote, module, whenIdle, state.attempt]);

  const retry = useCallback(() => setState((s) => ({ attempt: s.attempt + 1 })), []);

  const fallback = (onRetry: () => void) =>
    quietFallback ?? (
      <section className={`remote-fallback${overlay ? ' remote-fallback--overlay' : ''}`} aria-live="polite">
        <WarningOutlined className="remote-fallback__icon" />
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
    <RegionBoundary key={state.attempt} remote={remote} fallback={fallback} onRetry={retry}>
      <Loaded {...props} />
    </RegionBoundary>
  );
}
