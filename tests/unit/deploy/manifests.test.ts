import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVE_ENV_NAMES, readServeConfig } from '../../../ui/site/server/config';
import { HEALTH_PATH, READINESS_PATH } from '../../../ui/site/server/health';

/**
 * deploy/ (Kubernetes) and the Dockerfile agree with the server: every manifest is valid for its
 * kind (kubernetes-models' schemas), the probes hit the server's health paths on its port, the
 * configuration passes the server's own validation, and the Service, autoscaler and disruption
 * budget select the Deployment's pods.
 */
const ROOT = join(import.meta.dirname, '../../..');
const DEPLOY = join(ROOT, 'deploy');

const MODELS = { Deployment, Service, ConfigMap, HorizontalPodAutoscaler, PodDisruptionBudget } as const;
type Kind = keyof typeof MODELS;

const documents = readdirSync(DEPLOY)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(join(DEPLOY, file), 'utf8')).map((doc) => ({ file, value: doc.toJS() as { kind: Kind } })));

function one<K extends Kind>(kind: K): InstanceType<(typeof MODELS)[K]> {
  const found = documents.filter((d) => d.value.kind === kind);
  expect(found, kind).toHaveLength(1);
  return new MODELS[kind](found[0]!.value as never) as InstanceType<(typeof MODELS)[K]>;
}

const deployment = one('Deployment');
const configMap = one('ConfigMap');
const container = deployment.spec!.template.spec!.containers[0]!;
const env = configMap.data ?? {};
const podLabels = deployment.spec!.template.metadata!.labels!;
const portNamed = (name: string) => container.ports!.find((p) => p.name === name)!.containerPort;

describe('deploy/ manifests', () => {
  it('are each valid for their kind, and kustomization.yaml lists them all', () => {
    expect(documents.map((d) => d.value.kind).sort()).toEqual(Object.keys(MODELS).sort());
    for (const { file, value } of documents) expect(() => new MODELS[value.kind](value as never).validate(), file).not.toThrow();
    const kustomization = parseAllDocuments(readFileSync(join(DEPLOY, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as { resources: string[] };
    expect(kustomization.resources.sort()).toEqual([...new Set(documents.map((d) => d.file))].sort());
  });

  it('configure the server with values its own validation accepts, and no variable it does not read', () => {
    for (const key of Object.keys(env)) expect(SERVE_ENV_NAMES, key).toContain(key);
    const result = readServeConfig(env);
    expect(result.ok && result.config).toMatchObject({ HOST: '0.0.0.0' });
    const envFrom = container.envFrom ?? [];
    expect(envFrom.map((e) => e.configMapRef?.name).filter(Boolean)).toEqual([configMap.metadata!.name]);
  });

  it('probe readiness on /readyz and liveness on /healthz, on the port the server listens on', () => {
    expect(portNamed('http')).toBe(Number(env.PORT));
    expect(portNamed('metrics')).toBe(Number(env.METRICS_PORT));
    expect(container.readinessProbe?.httpGet).toMatchObject({ path: READINESS_PATH, port: 'http' });
    expect(container.livenessProbe?.httpGet).toMatchObject({ path: HEALTH_PATH, port: 'http' });
    expect(container.startupProbe?.httpGet).toMatchObject({ path: HEALTH_PATH, port: 'http' });
    const annotations = deployment.spec!.template.metadata!.annotations!;
    expect(Number(annotations['prometheus.io/port'])).toBe(Number(env.METRICS_PORT));
  });

  it('give a terminating pod time for the preStop pause and the whole drain', () => {
    const pause = Number(container.lifecycle?.preStop?.exec?.command?.at(-1));
    const grace = deployment.spec!.template.spec!.terminationGracePeriodSeconds!;
    expect(pause).toBeGreaterThan(0);
    expect(grace * 1000).toBeGreaterThan(pause * 1000 + Number(env.SHUTDOWN_TIMEOUT_MS));
  });

  it('request and limit resources, and run unprivileged', () => {
    expect(container.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources?.limits).toMatchObject({ memory: expect.any(String) });
    expect(deployment.spec!.template.spec!.securityContext?.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
  });

  it('point the Service, the autoscaler and the disruption budget at the Deployment\'s pods', () => {
    const service = one('Service');
    expect(service.spec!.selector).toEqual(podLabels);
    expect(service.spec!.ports!.map((p) => p.targetPort)).toEqual(['http']);
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec!.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata!.name });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one('PodDisruptionBudget');
    expect(pdb.spec!.selector!.matchLabels).toEqual(podLabels);
    expect(deployment.spec!.selector.matchLabels).toEqual(podLabels);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds with dev dependencies on Node 24 and runs the serve entry from a production-only runtime stage', () => {
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage).toMatch(/^node:24-bookworm-slim AS /);
    expect(stages[0]).toMatch(/^RUN npm ci$/m);
    expect(stages[0]).toMatch(/^RUN npm run build:site$/m);
    expect(stages[0]).toMatch(/^RUN npm prune --omit=dev$/m);
    // The runtime builds nothing and installs nothing: it copies the pruned install and the build.
    expect(runtime).not.toMatch(/^RUN /m);
    expect(runtime).toMatch(/^USER node$/m);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const serveEntry = pkg.scripts.serve!.replace(/^node /, '');
    expect(runtime).toContain(`CMD ["node", "${serveEntry}"]`);
  });

  it(`runs the Node major the tests run on (this run: ${process.version}), the node devDependency every npm script puts first on PATH`, () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: { node: string } };
    const pinned = pkg.devDependencies.node;
    expect(process.versions.node).toBe(pinned);
    for (const stage of stages) expect(stage.split(/[:.-]/)[1]).toBe(pinned.split('.')[0]);
  });

  it('installs from the manifests alone, before the sources come in, so a change of source reuses the install layer', () => {
    const build = stages[0]!;
    const lines = build.split('\n').map((line) => line.trim()).filter((line) => /^(COPY|RUN) /.test(line));
    const install = lines.indexOf('RUN npm ci');
    const manifests = lines.slice(0, install).filter((line) => line.startsWith('COPY '));
    // Every package.json npm ci reads (the root's, each workspace's) and the lockfile, and nothing else.
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    const wanted = ['package.json', 'package-lock.json', ...pkg.workspaces.map((w) => `${w}/package.json`)];
    const copied = manifests.flatMap((line) => line.replace(/^COPY\s+(--\S+\s+)*/, '').split(/\s+/).slice(0, -1));
    expect(copied.sort()).toEqual(wanted.sort());
    const sources = lines.indexOf('COPY . .');
    expect(sources, 'the sources are copied').toBeGreaterThan(install);
    expect(lines.indexOf('RUN npm run build:site')).toBeGreaterThan(sources);
  });

  it('exposes the ports the manifests use', () => {
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${env.PORT} ${env.METRICS_PORT}$`, 'm'));
    expect(runtime).toMatch(new RegExp(`PORT=${env.PORT}\\b`));
  });
});
