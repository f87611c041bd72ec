/** One name a module exports: `export { default as Button } from 'antd/es/button'` is Button, default and antd/es/button. */
export interface NamedExport {
  name: string;
  local: string;
  from?: string;
}

/** Each name a module exports by `export { … }`, with the name it has where it comes from. */
export declare function namedExports(source: string): NamedExport[];
/** The modules whose every export a module re-exports (`export * from '…'`). */
export declare function starExports(source: string): string[];
