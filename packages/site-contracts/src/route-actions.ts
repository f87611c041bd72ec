import type { ApiClient } from '@driveratlas/api-client';

/**
 * A form's post, answered by the route that owns its page, as a React Router route module's `action`: the one contract
 * between a remote's no-script forms and the gateway that dispatches them. A remote's server build exports its routes'
 * actions (`actions` in its webpack.config.js) beside its `routes`; the gateway finds the action of the path posted to
 * in the server build it renders the visitor's pages with, refuses other sites' posts, reads the form within the limits
 * the action sets, runs it, and answers as it says. Nothing outside the route knows its fields or its API paths.
 */
export interface RouteAction {
  /** The path the form posts to (a React Router pattern): its page's. */
  path: string;
  form: ActionForm;
  run(input: ActionInput): Promise<ActionAnswer>;
}

/** The form an action takes: any other field, or one sent twice, is refused (400) before it runs. */
export interface ActionForm {
  /** Its text fields. */
  fields: readonly string[];
  /** Its file fields: with any, the form may come as multipart/form-data too (a file left empty sends none). */
  files?: readonly string[];
  /** The most bytes of the form urlencoded, and of one text field in a multipart one; past them, 413. */
  maxBytes: number;
  /** The most bytes of one file; past them, 413. */
  maxFileBytes?: number;
  /** What a form or file over its limit is refused with. */
  tooLarge?: string;
}

/** What an action runs with. */
export interface ActionInput {
  /** The text fields sent, each once. */
  fields: ReadonlyMap<string, string>;
  /** The files sent, each once, as their bytes. */
  files: ReadonlyMap<string, Uint8Array>;
  /** The path's parameters. */
  params: Readonly<Record<string, string | undefined>>;
  /** The visit: the request's id, its cookies, Global Privacy Control, and whether it came over https. */
  visit: { requestId: string; cookie: string; gpc: boolean; secure: boolean };
  /** The service, through the client generated from its OpenAPI document, as the visitor's script reaches it. */
  api: ApiClient;
  /** Tells what went wrong where the gateway logs (never a field's value: a form may hold personal data). */
  warn(message: string, error?: unknown): void;
}

/** An API answer given to a page rendered on the server under its SWR key: the answer, or the refusal. */
export type GivenAnswer = { value: unknown } | { status: number; body: string };

/** What the gateway answers the post with. */
export type ActionAnswer =
  /** 303 to a path of this site, setting the cookies given (`Set-Cookie` values). */
  | { redirect: string; cookies?: string[] }
  /**
   * The page at `page` (a path and query its route reads), rendered on the server without its scripts and answered
   * `status`, never kept: `answers`, the API's answers it shows, by their SWR keys. Where the page cannot be rendered,
   * `message` is answered as the API says a refusal.
   */
  | { page: string; status: number; answers?: Record<string, GivenAnswer>; headers?: Record<string, string>; message: string }
  /** A refusal, as the API's: JSON with the status and the message. */
  | { refuse: number; message: string };
