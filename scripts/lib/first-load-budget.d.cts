export interface MeasuredFile {
  path: string;
  kind: string;
  app: string;
  raw: number;
  gzip: number;
}
export declare const BUDGET_KB: { firstLoad: number; remote: number };
export declare const SHELL: string;
export declare function appOf(path: string): string;
export declare function measure(path: string, kind: string, body: Buffer): MeasuredFile;
export declare function checkBudget(files: MeasuredFile[], options?: { firstLoad?: boolean }): { byApp: Record<string, number>; over: string[] };
export declare function kb(bytes: number): string;
