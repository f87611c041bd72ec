import type { RemoteRoutes } from '@driveratlas/site-contracts';
import type { Configuration } from 'webpack';

export interface AppOptions {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  /** A remote's pages, written to its routes.json. */
  routes?: RemoteRoutes;
  /** A remote's routes' actions (its forms' posts): a module whose default export lists them, in its server build only. */
  actions?: string;
  /** The modules of other remotes the app shows, by remote (`{ catalog: ['DriverCard'] }`): its uses.json. */
  uses?: Record<string, string[]>;
  /** A remote's first-load budget in gzip bytes: its budget.json. */
  budget?: number;
  runtimePlugins?: string[];
  html?: boolean;
  port: number;
}

export declare function createAppConfig(
  app: AppOptions,
): ((env: unknown, argv: { mode?: string }) => Configuration) & { routes?: AppOptions['routes']; uses: Record<string, string[]>; dir: string };
/** Shared as one instance across the shell and the remotes. */
export declare const SINGLETONS: string[];
/** Libraries shared as a selection of their exports: the package, and the file that selects them. */
export declare const SELECTIONS: Record<string, string>;
/** The names of antd and of its icons that the shell shares on every page (its selections); any other name an app imports is its own copy or on demand. */
export declare const FIRST_PAGE: Record<'antd' | '@ant-design/icons', string[]>;
/** antd components and icons shared one by one, loaded with what renders them. */
export declare const ON_DEMAND: string[];
/** Files of libraries the build reaches into beyond their public entry points. */
export declare const PRIVATE_PATHS: {
  antdTooltipUniqueProvider: { importedFrom: RegExp; request: RegExp };
  antdIcon: { importedFrom: RegExp; request: RegExp };
  reactRouterBuild: (appDir: string, production: boolean) => string;
};
/** The npm package a shared name comes from. */
export declare function packageName(shareKey: string): string;
