// The contract between the shell's server build (src/server.tsx) and the gateway that renders the site's pages with it
// (gateway/src/pages): typed here once, used by both (the gateway imports it as @driveratlas/shell/render-contract).
import type { PageHead, RemoteListEntry, SiteConfig } from '@driveratlas/site-contracts';

/** What the server hands the browser with a page it rendered, in `<script type="application/json" id="server-rendered">`. */
export interface ServerRendered {
  site: SiteConfig;
  remotes: RemoteListEntry[];
  /** The API answers the page was rendered with, by SWR key. */
  answers: Record<string, unknown>;
  /** The API's refusals the page was rendered with (a 404 for an unknown driver), by SWR key: status and body. */
  refusals: Record<string, { status: number; body: string }>;
  /** The remote modules the page shows ("catalog/routes"): loaded before the browser takes the page over. */
  modules: string[];
}

/** A module of a remote's server build (`routes`, `DriverCard`…) with its default export: a React component for the shell. */
export interface ServerModule<Component = unknown> {
  default: Component;
}

export interface RenderInput<Component = unknown> {
  /** The path and query asked. */
  url: string;
  site: SiteConfig;
  remotes: RemoteListEntry[];
  /** A remote module from the remote's server build, if the gateway has it. */
  module(remote: string, module: string): ServerModule<Component> | undefined;
  /**
   * The answer of the API at `key` (an SWR key: "/api/…"), or a rejection: with the `status` and `body` of a refusal
   * (4xx), which the page shows as the browser would; without, when the API could not answer in time.
   */
  fetchApi(key: string): Promise<unknown>;
  /** How long the page may take to render before what has not arrived shows as loading. */
  timeoutMs?: number;
  /** The request's cookies and Global Privacy Control signal: the consent banner shows to a visitor who has not chosen. */
  visit?: { cookie: string; gpc: boolean };
}

export interface RenderedPage {
  /** The page's HTML, to go inside #root. */
  html: string;
  /** The component library's styles the page uses, as <style> tags. */
  styles: string;
  head: PageHead;
  /** What the browser needs to take the page over (JSON, for #server-rendered). */
  data: ServerRendered;
}

/** What the shell's server build exports. */
export interface ShellServerBuild {
  renderPage(input: RenderInput): Promise<RenderedPage>;
  /** The platform module the remotes' server builds are given, so that one context reaches them all. */
  platform: unknown;
  /** The id of the page's server-rendered data script. */
  SERVER_RENDERED_ID: string;
}
