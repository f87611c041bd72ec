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
 * `import-x/no-restricted-paths` zones: no app (nor shared package, nor the gateway or the service) imports another
 * app's source, and no feature reaches past another feature's public entry. The platform tests may import an app's
 * source to test it. The gateway knows the remotes by what they publish (their builds), never their source.
 */
export function boundaryZones(root) {
  const apps = webApps(root);
  const crossApp = apps.map((app) => ({
    target: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './packages', './gateway', './services'],
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
  return [...crossApp, ...crossFeature, ...serviceContextZones(root)];
}

/** The platform beneath the service's contexts: what every context builds on (database, change log, auth, ...). */
const PLATFORM = 'platform';

/**
 * The service's bounded contexts (`services/src/*` but the platform and the migrations: catalogue, visitors, partners,
 * releases): a context uses another only through its public entry (`index.ts`), and the platform uses none of them.
 * The files at the top of `src/` (the app's composition) and the migrations (the schema's history) sit above them all.
 */
export function serviceContextZones(root) {
  const src = join(root, 'services', 'src');
  const contexts = subfolders(src).filter((name) => name !== PLATFORM && name !== 'migrations');
  const platformUsesNone = {
    target: `./services/src/${PLATFORM}`,
    from: contexts.map((context) => `./services/src/${context}`),
    message: 'The platform sits beneath the contexts and uses none of them: move what both need into the platform.',
  };
  const throughEntries = contexts.map((context) => ({
    target: contexts.filter((other) => other !== context).map((other) => `./services/src/${other}`),
    from: `./services/src/${context}`,
    except: ['./index.ts'],
    message: `Another context uses ${context} only through its public entry (services/src/${context}/index.ts).`,
  }));
  return existsSync(src) ? [platformUsesNone, ...throughEntries] : [];
}
