/** A built app (the service or the gateway) running as a child process. */
export interface RunningApp {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The process id of the running process (a new one after a restart). */
  readonly pid: number;
  /** Everything the process printed so far (with `stdio: 'pipe'`). */
  output(): string;
  stop(): Promise<void>;
  /** Starts the process again on the same port and waits until it answers. */
  restart(): Promise<void>;
}

export interface AppOptions {
  /** The process's environment on top of this one's. */
  env?: Record<string, string>;
  /** Port to listen on; a free one when not given. */
  port?: number;
  /** 'pipe' keeps the output for output(), 'inherit' shows it, 'ignore' drops it. Default 'pipe'. */
  stdio?: 'pipe' | 'inherit' | 'ignore';
  /** How long to wait for the first answer; default 90 s. */
  timeoutMs?: number;
  /** Aborts the wait, stopping the process. */
  signal?: AbortSignal;
  /** Called when the process stops by itself after it has answered; with `supervise`, also when a restart fails, with the wait before the next. */
  onExit?: (code: number | string | null, restartInMs?: number) => void;
  /** Start the process again when it stops by itself, after 0.5 s, 1 s, 2 s … at most 10 s (back to 0.5 s once it ran 30 s). */
  supervise?: boolean;
  /** Called when a supervised process answers again after a restart. */
  onRestart?: () => void;
}

export interface DatabaseOptions {
  /** An external PostgreSQL; without it, the embedded one runs. */
  url?: string;
  /** The embedded server's data folder, kept; a throw-away folder when not given. */
  dataDir?: string;
  /** The embedded server's port; a free one when not given. */
  port?: number;
  /** A fresh, empty database of this name on the server, for the stack. */
  name?: string;
  /** The embedded server stops by itself on SIGINT, SIGTERM and SIGHUP, ending the process (default); false when the caller stops it last. */
  stopOnSignal?: boolean;
}

export interface RunningDatabase {
  /** The database the service uses. */
  url: string;
  /** The server's maintenance database, for creating others. */
  serverUrl: string;
  embedded?: { dataDir: string; port: number };
  stop(): Promise<void>;
}

export interface StackOptions {
  database?: DatabaseOptions;
  servicePort?: number;
  gatewayPort?: number;
  serviceEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
  stdio?: AppOptions['stdio'];
  signal?: AbortSignal;
  onExit?: (name: 'service' | 'gateway', code: number | string | null, restartInMs?: number) => void;
  /** Restart the service or the gateway when it stops by itself (see AppOptions.supervise), the other serving on. */
  supervise?: boolean;
  onRestart?: (name: 'service' | 'gateway') => void;
}

export interface RunningStack {
  database: RunningDatabase;
  service: RunningApp;
  gateway: RunningApp;
  /** The gateway's address: the site and the API. */
  url: string;
  /** Stops the gateway, the service and the database, in that order, each letting its requests under way finish. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The data folder, created on first use. */
  dataDir: string;
  port: number;
  /** Keep the data folder when stopped (default); false removes it. */
  persistent?: boolean;
  /** Stop the server on SIGINT, SIGTERM and SIGHUP and then end the process (default); false when the caller stops it last. */
  stopOnSignal?: boolean;
  /** Hears the server's output. */
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** The application database. */
  url: string;
  /** The server's maintenance database. */
  serverUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function withDatabase(url: string, name: string): string;
export function startDatabase(options?: DatabaseOptions): Promise<RunningDatabase>;
export function startService(options: AppOptions & { databaseUrl: string }): Promise<RunningApp>;
export function startGateway(options: AppOptions & { serviceUrl: string }): Promise<RunningApp>;
export function startStack(options?: StackOptions): Promise<RunningStack>;
export function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
/** Resolves when nothing listens on the port; rejects with a message naming `what` and how to choose another port. */
export function assertPortFree(port: number, what: string): Promise<void>;
