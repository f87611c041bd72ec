import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

/** One Kubernetes object as written in a manifest: only the fields the checks read are typed. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: unknown;
  stringData?: unknown;
}

/** The objects of a multi-document YAML text, empty documents left out. */
export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length) throw new Error(`Not YAML: ${document.errors[0].message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** A YAML file's objects (a fixture). */
export function readManifests(file: string): Manifest[] {
  return parseManifests(readFileSync(file, 'utf8'));
}

/** The objects a kustomization renders, as `kubectl apply -k` would send them; kubectl missing is an error, never a skip. */
export function renderKustomization(dir: string): Manifest[] {
  const kubectl = process.env.KUBECTL ?? 'kubectl';
  try {
    return parseManifests(execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error(`${kubectl} is not installed: the Kubernetes manifests cannot be rendered (install kubectl 1.27 or later).`);
    throw new Error(`\`${kubectl} kustomize ${dir}\` failed: ${stderr || (error as Error).message}`);
  }
}
