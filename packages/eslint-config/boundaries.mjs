// The import boundaries, derived from the folders so that a new app or feature is covered without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** The web apps: the shell and every remote (`mfe-*`) that has a `src/` folder. */
export function webApps(root) {
  return subfolders(root).filter((name) => (name === 'shell' || name.startsWith('mfe-')) && existsSync(join(root, name, 'src')));
}

/**
 * `import-x/no-restricted-paths` zones: no app (nor shared package) imports another app's source, and no feature
 * reaches past another feature's public entry. The platform tests may import an app's source to test it.
 */
export function boundaryZones(root) {
  const apps = webApps(root);
  const crossApp = apps.map((app) => ({
    target: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './packages'],
    from: `./${app}/src`,
    message: `Apps share only what they expose through Module Federation, never their source (${app}/src).`,
  }));
  const crossFeature = apps.flatMap((app) =>
    subfolders(join(root, app, 'src', 'features')).map((feature) => ({
      target: `./${app}/src/features/!(${feature})/**`,
      from: `./${app}/src/features/${feature}`,
      except: ['./index.ts', './index.tsx'],
      message: `Another feature imports ${feature} only through its public entry (features/${feature}/index.ts).`,
    })),
  );
  return [...crossApp, ...crossFeature];
}
