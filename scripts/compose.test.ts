/**
 * Static checks of docker-compose.yml and the Dockerfiles it builds. No Docker engine runs on the
 * development machines, so this is what stands between a typo and a platform that will not start.
 * Each check returns the problems it found; a failure lists them, named after the check.
 * The last block feeds each check a broken input, so none of them can pass vacuously.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { REMOTES as REMOTE_LIST } from './lib/remotes.cjs';

const ROOT = path.resolve(__dirname, '..');

/** The remotes' URL folders (nginx/registry.json): compose's `mf-<name>` services. */
const REMOTES = REMOTE_LIST.map((remote) => remote.segment);
/** One Dockerfile builds every remote; compose names the remote with the `REMOTE` argument. */
const REMOTE_DOCKERFILE = 'nginx/remote.Dockerfile';
const REQUIRED_SERVICES = [
  'postgres',
  'keycloak',
  'auth-service',
  's3',
  'gateway',
  ...REMOTES.map((remote) => `mf-${remote}`),
];

// ---------------------------------------------------------------------------------------------
// Compose model

type Dict = Record<string, unknown>;

interface Service {
  name: string;
  def: Dict;
}

interface Compose {
  /** Folder of the compose file: relative paths in it resolve from here. */
  dir: string;
  services: Service[];
}

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCompose(text: string, dir: string): Compose {
  const doc: unknown = parse(text);
  if (!isDict(doc) || !isDict(doc.services)) throw new Error('compose file has no services map');
  const services = Object.entries(doc.services).map(([name, def]) => ({
    name,
    def: isDict(def) ? def : {},
  }));
  return { dir, services };
}

interface Build {
  context: string;
  dockerfile: string;
  /** Build arguments (`build.args`), as the Dockerfile's `ARG`s receive them. */
  args: Map<string, string>;
}

function buildOf(service: Service): Build | undefined {
  const { build } = service.def;
  if (typeof build === 'string')
    return { context: build, dockerfile: 'Dockerfile', args: new Map() };
  if (!isDict(build)) return undefined;
  const args = new Map<string, string>();
  if (Array.isArray(build.args)) {
    for (const entry of build.args) {
      if (typeof entry !== 'string') continue;
      const [key = '', ...value] = entry.split('=');
      args.set(key, value.join('='));
    }
  } else if (isDict(build.args)) {
    for (const [key, value] of Object.entries(build.args)) {
      args.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return {
    context: typeof build.context === 'string' ? build.context : '.',
    dockerfile: typeof build.dockerfile === 'string' ? build.dockerfile : 'Dockerfile',
    args,
  };
}

function environmentOf(service: Service): Map<string, string> {
  const env = new Map<string, string>();
  const { environment } = service.def;
  if (Array.isArray(environment)) {
    for (const entry of environment) {
      if (typeof entry !== 'string') continue;
      const [key = '', ...value] = entry.split('=');
      env.set(key, value.join('='));
    }
  } else if (isDict(environment)) {
    for (const [key, value] of Object.entries(environment)) {
      env.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// Dockerfile model (the instructions these checks need: FROM, WORKDIR, ENV, RUN, COPY, ADD)

interface Copy {
  line: number;
  from: string | undefined;
  sources: string[];
  dest: string;
}

interface Stage {
  name: string | undefined;
  image: string;
  line: number;
  workdir: string;
  env: Map<string, string>;
  /** The stage's `ARG`s and their values (from the build arguments, else their defaults). */
  args: Map<string, string>;
  runs: string[];
  copies: Copy[];
}

function unquote(value: string): string {
  if (value.length >= 2 && (value.startsWith('"') || value.startsWith("'"))) {
    return value.slice(1, -1);
  }
  return value;
}

function parseEnv(args: string, into: Map<string, string>): void {
  const pairs = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)];
  if (pairs.length > 0) {
    for (const [, key = '', value = ''] of pairs) into.set(key, unquote(value));
    return;
  }
  const [key = '', ...rest] = args.trim().split(/\s+/); // legacy `ENV KEY value`
  into.set(key, rest.join(' '));
}

/**
 * `$NAME` and `${NAME}` replaced by the value of a declared `ARG`; others are left as written
 * (so that a COPY source naming an argument nobody passes is reported as missing).
 */
function substituteArgs(text: string, args: Map<string, string>): string {
  return text.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (whole, braced?: string, bare?: string) => args.get(braced ?? bare ?? '') ?? whole,
  );
}

/** `buildArgs`: the arguments the build passes (compose's `build.args`). */
function parseDockerfile(text: string, buildArgs = new Map<string, string>()): Stage[] {
  // Logical lines: comments dropped (also inside continuations), `\` continuations joined.
  const lines: { text: string; line: number }[] = [];
  let buffer = '';
  let start = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (buffer === '') start = index + 1;
    if (trimmed.endsWith('\\')) {
      buffer += `${trimmed.slice(0, -1)} `;
      return;
    }
    lines.push({ text: buffer + trimmed, line: start });
    buffer = '';
  });

  const stages: Stage[] = [];
  for (const { text: instruction, line } of lines) {
    const match = /^(\S+)\s*(.*)$/.exec(instruction);
    const keyword = match?.[1]?.toUpperCase() ?? '';
    const rawArgs = match?.[2] ?? '';
    if (keyword === 'ARG') {
      // An ARG before the first FROM only serves FROM lines: not modelled, stages redeclare.
      const [, name = '', defaultValue] = /^(\w+)(?:=(.*))?$/.exec(rawArgs.trim()) ?? [];
      const value =
        buildArgs.get(name) ?? (defaultValue === undefined ? undefined : unquote(defaultValue));
      if (value !== undefined) stages.at(-1)?.args.set(name, value);
      continue;
    }
    const args = substituteArgs(rawArgs, stages.at(-1)?.args ?? new Map<string, string>());
    if (keyword === 'FROM') {
      const words = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({
        name: asIndex === -1 ? undefined : words[asIndex + 1],
        image: words[0] ?? '',
        line,
        workdir: '/',
        env: new Map(),
        args: new Map(),
        runs: [],
        copies: [],
      });
      continue;
    }
    const stage = stages.at(-1);
    if (stage === undefined) continue;
    if (keyword === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, unquote(args));
    else if (keyword === 'ENV') parseEnv(args, stage.env);
    else if (keyword === 'RUN') stage.runs.push(args);
    else if (keyword === 'COPY' || keyword === 'ADD') {
      const words = args.trim().startsWith('[')
        ? (JSON.parse(args) as string[])
        : args.trim().split(/\s+/);
      const flags = words.filter((word) => word.startsWith('--'));
      const paths = words.filter((word) => !word.startsWith('--'));
      const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
      stage.copies.push({ line, from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' });
    }
  }
  return stages;
}

// ---------------------------------------------------------------------------------------------
// File-system helpers: globs and .dockerignore, both in Docker's own semantics (rooted paths)

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char === '*' && pattern.charAt(index + 1) === '*') {
      index += 1;
      if (pattern.charAt(index + 1) === '/') {
        index += 1;
        source += '(?:.*/)?';
      } else source += '.*';
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** True when a context-relative COPY source (possibly a glob) matches at least one path. */
function sourceExists(contextDir: string, source: string): boolean {
  const segments = source.split('/').filter((segment) => segment !== '' && segment !== '.');
  const walk = (dir: string, index: number): boolean => {
    const segment = segments[index];
    if (segment === undefined) return true;
    if (!/[*?[]/.test(segment)) {
      const next = path.join(dir, segment);
      return existsSync(next) && walk(next, index + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const matcher = globToRegExp(segment);
    return readdirSync(dir).some(
      (entry) => matcher.test(entry) && walk(path.join(dir, entry), index + 1),
    );
  };
  return walk(contextDir, 0);
}

interface IgnoreRule {
  negate: boolean;
  matcher: RegExp;
}

function readDockerignore(contextDir: string): IgnoreRule[] {
  const file = path.join(contextDir, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = path.posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
      return { negate, matcher: globToRegExp(pattern) };
    });
}

/** Docker drops a path when the last rule matching it, or one of its parent folders, excludes. */
function isDockerignored(rules: IgnoreRule[], source: string): boolean {
  const parts = path.posix.normalize(source).split('/').filter(Boolean);
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (prefixes.some((prefix) => rule.matcher.test(prefix))) ignored = !rule.negate;
  }
  return ignored;
}

interface Workspace {
  dir: string;
  name: string;
  hasBuild: boolean;
  /** The workspaces it depends on (its manifest's dependencies of any kind), by name. */
  dependsOn: string[];
}

function readWorkspaces(root: string): Workspace[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return (pkg.workspaces ?? []).map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    return {
      dir,
      name: manifest.name ?? dir,
      hasBuild: manifest.scripts?.build !== undefined,
      dependsOn: Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
      }),
    };
  });
}

/** Source files of a folder, recursively (dependencies and build output left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '.cache'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A workspace imports other workspaces only through its manifest's dependencies: in the repo
 * npm's hoisting would find an undeclared one, an image's `npm install --workspace` would not.
 */
function checkDeclaredWorkspaceImports(root: string, workspaces: Workspace[]): string[] {
  const names = new Set(workspaces.map((workspace) => workspace.name));
  return workspaces.flatMap((workspace) => {
    const imported = new Set(
      sourceFiles(path.join(root, workspace.dir, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '(@atelier\/[a-z-]+)/g)].map(
          ([, name]) => name ?? '',
        ),
      ),
    );
    return [...imported]
      .filter((name) => names.has(name) && name !== workspace.name)
      .filter((name) => !workspace.dependsOn.includes(name))
      .map((name) => `${workspace.dir} imports ${name}, which its package.json does not declare`);
  });
}

/** `target` and every workspace it depends on, directly or through another. */
function workspaceClosure(target: Workspace, workspaces: Workspace[]): Workspace[] {
  const found = new Map<string, Workspace>([[target.name, target]]);
  const pending = [target];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const name of next.dependsOn) {
      const dependency = workspaces.find((candidate) => candidate.name === name);
      if (dependency === undefined || found.has(name)) continue;
      found.set(name, dependency);
      pending.push(dependency);
    }
  }
  return [...found.values()];
}

function isPinned(image: string): boolean {
  if (image.includes('@sha256:')) return true;
  const lastSlash = image.lastIndexOf('/');
  const colon = image.indexOf(':', lastSlash + 1);
  if (colon === -1) return false;
  const tag = image.slice(colon + 1);
  return tag !== '' && tag !== 'latest';
}

// ---------------------------------------------------------------------------------------------
// The checks. Each returns a list of problems; an empty list passes.

function checkRequiredServices(compose: Compose, required: readonly string[]): string[] {
  const names = new Set(compose.services.map((service) => service.name));
  return required.filter((name) => !names.has(name)).map((name) => `service "${name}" is missing`);
}

function checkHealthchecks(compose: Compose): string[] {
  return compose.services.flatMap(({ name, def }) => {
    const { healthcheck } = def;
    if (!isDict(healthcheck)) return [`${name}: no healthcheck`];
    if (healthcheck.disable === true) return [`${name}: healthcheck is disabled`];
    const { test } = healthcheck;
    const empty =
      test === undefined ||
      (typeof test === 'string' && test.trim() === '') ||
      (Array.isArray(test) && (test.length < 2 || test[0] === 'NONE'));
    return empty ? [`${name}: healthcheck has no test command`] : [];
  });
}

function checkBuildPaths(compose: Compose): string[] {
  return compose.services.flatMap((service) => {
    const build = buildOf(service);
    if (build === undefined) return [];
    const context = path.resolve(compose.dir, build.context);
    if (!existsSync(context)) return [`${service.name}: build context ${build.context} not found`];
    return existsSync(path.resolve(context, build.dockerfile))
      ? []
      : [`${service.name}: dockerfile ${build.dockerfile} not found in ${build.context}`];
  });
}

function checkBindMounts(compose: Compose): string[] {
  return compose.services.flatMap(({ name, def }) => {
    const volumes = Array.isArray(def.volumes) ? (def.volumes as unknown[]) : [];
    return volumes.flatMap((volume) => {
      let source: string | undefined;
      if (typeof volume === 'string') {
        const [first = ''] = volume.split(':');
        if (/^[./~]/.test(first)) source = first; // otherwise a named volume
      } else if (isDict(volume) && volume.type === 'bind' && typeof volume.source === 'string') {
        source = volume.source;
      }
      if (source === undefined) return [];
      return existsSync(path.resolve(compose.dir, source))
        ? []
        : [`${name}: bind-mounted host path ${source} not found`];
    });
  });
}

function checkPublishedPorts(compose: Compose): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const { name, def } of compose.services) {
    const ports = Array.isArray(def.ports) ? (def.ports as unknown[]) : [];
    for (const port of ports) {
      let published: string | undefined;
      let protocol = 'tcp';
      if (typeof port === 'string') {
        const [mapping = '', proto] = port.split('/');
        protocol = proto ?? 'tcp';
        const parts = mapping.split(':');
        if (parts.length >= 2) published = parts.at(-2);
      } else if (
        isDict(port) &&
        (typeof port.published === 'string' || typeof port.published === 'number')
      ) {
        published = String(port.published);
        protocol = typeof port.protocol === 'string' ? port.protocol : 'tcp';
      }
      if (published === undefined) continue;
      const key = `${published}/${protocol}`;
      const owner = owners.get(key);
      if (owner !== undefined) problems.push(`host port ${key} published by ${owner} and ${name}`);
      else owners.set(key, name);
    }
  }
  return problems;
}

function checkDependsOn(compose: Compose): string[] {
  const names = new Set(compose.services.map((service) => service.name));
  return compose.services.flatMap(({ name, def }) => {
    const dependsOn = def.depends_on;
    const targets = Array.isArray(dependsOn)
      ? dependsOn.filter((entry): entry is string => typeof entry === 'string')
      : isDict(dependsOn)
        ? Object.keys(dependsOn)
        : [];
    return targets
      .filter((target) => !names.has(target))
      .map((target) => `${name}: depends_on names unknown service "${target}"`);
  });
}

function checkServiceImagesPinned(compose: Compose): string[] {
  return compose.services.flatMap(({ name, def }) =>
    typeof def.image === 'string' && !isPinned(def.image)
      ? [`${name}: image ${def.image} has no pinned tag (or uses latest)`]
      : [],
  );
}

/**
 * A stage that builds a workspace installs by the manifests and builds from the sources of it
 * and of every workspace it depends on: one left out is found only when the image is built.
 */
function checkWorkspaceBuildInputs(label: string, stages: Stage[], workspaces: Workspace[]) {
  const problems: string[] = [];
  for (const stage of stages) {
    const copied = new Set(
      stage.copies
        .filter((copy) => copy.from === undefined)
        .flatMap((copy) => copy.sources.map((source) => source.replace(/^\/+|\/+$/g, ''))),
    );
    const targets = stage.runs.flatMap((run) =>
      [...run.matchAll(/npm run build\b[^&;|]*?(?:-w|--workspace)[ =](\S+)/g)].map(
        ([, target]) => target,
      ),
    );
    for (const target of targets) {
      const built = workspaces.find(
        (candidate) => candidate.name === target || candidate.dir === target,
      );
      if (built === undefined) continue;
      for (const needed of workspaceClosure(built, workspaces)) {
        for (const source of [`${needed.dir}/package.json`, needed.dir]) {
          if (!copied.has(source)) {
            problems.push(
              `${label}: stage ${stage.name ?? stage.image} builds ${built.name}, which needs ${needed.name}, but never copies ${source}`,
            );
          }
        }
      }
    }
  }

  return problems;
}

/** Checks one Dockerfile's text; `label` names it in messages. */
function checkDockerfile(
  label: string,
  text: string,
  contextDir: string,
  workspaces: Workspace[],
  serviceEnv = new Map<string, string>(),
  buildArgs = new Map<string, string>(),
): string[] {
  const stages = parseDockerfile(text, buildArgs);
  const problems: string[] = [];
  const ignoreRules = readDockerignore(contextDir);
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));
  if (stages.length === 0) problems.push(`${label}: no FROM instruction`);

  for (const stage of stages) {
    if (!stageNames.has(stage.image) && stage.image !== 'scratch' && !isPinned(stage.image)) {
      problems.push(`${label}:${stage.line}: base image ${stage.image} is not pinned to a tag`);
    }
    for (const copy of stage.copies) {
      const where = `${label}:${copy.line}`;
      if (copy.sources.length === 0) problems.push(`${where}: COPY without a source`);
      for (const source of copy.sources) {
        if (/^(https?:|<<)/.test(source)) continue; // ADD <url>, heredocs
        if (copy.from === undefined) {
          const relative = source.replace(/^\/+/, '');
          if (!sourceExists(contextDir, relative)) {
            problems.push(`${where}: COPY source ${source} does not exist in the repository`);
          } else if (isDockerignored(ignoreRules, relative)) {
            problems.push(`${where}: COPY source ${source} is excluded by .dockerignore`);
          }
          continue;
        }
        const fromStage = stages.find((candidate) => candidate.name === copy.from);
        if (fromStage === undefined) continue; // an external image: nothing in the repo to check
        const relative = path.posix.relative(
          fromStage.workdir,
          path.posix.resolve(fromStage.workdir, source),
        );
        const dir = /^([^/.][^/]*)\/dist(?:\/.*)?$/.exec(relative)?.[1];
        const workspace = workspaces.find((candidate) => candidate.dir === dir);
        if (!workspace?.hasBuild) {
          problems.push(
            `${where}: COPY --from=${copy.from} ${source} is not the dist/ of a workspace with a build script`,
          );
          continue;
        }
        const { name, dir: workspaceDir } = workspace;
        const builds = fromStage.runs.some((run) =>
          [...run.matchAll(/npm run build\b[^&;|]*?(?:-w|--workspace)[ =](\S+)/g)].some(
            ([, target]) => target === name || target === workspaceDir,
          ),
        );
        if (!builds) {
          problems.push(
            `${where}: stage ${copy.from} never runs \`npm run build -w ${workspace.name}\` for ${source}`,
          );
        }
      }
    }
  }

  // nginx renders /etc/nginx/templates/*.template with envsubst: a variable nobody sets would be
  // left as literal text in the config and nginx would refuse to start.
  const final = stages.at(-1);
  for (const copy of final?.copies ?? []) {
    if (copy.from !== undefined || !copy.dest.startsWith('/etc/nginx/templates/')) continue;
    for (const source of copy.sources) {
      const file = path.join(contextDir, source);
      if (!existsSync(file)) continue; // reported above
      const used = new Set(
        [...readFileSync(file, 'utf8').matchAll(/\$\{?(ATELIER_[A-Z0-9_]+)\}?/g)].map(
          ([, name]) => name ?? '',
        ),
      );
      for (const name of used) {
        if (!final?.env.has(name) && !serviceEnv.has(name)) {
          problems.push(`${label}: ${source} uses \${${name}}, which no ENV of the image sets`);
        }
      }
    }
  }
  return problems;
}

/** The workspace builds of compose's images, each with the workspaces it needs copied in. */
function checkImageBuildInputs(compose: Compose, workspaces: Workspace[]): string[] {
  return compose.services.flatMap((service) => {
    const build = buildOf(service);
    if (build === undefined) return [];
    const file = path.resolve(compose.dir, build.context, build.dockerfile);
    if (!existsSync(file)) return []; // reported by checkBuildPaths
    const stages = parseDockerfile(readFileSync(file, 'utf8'), build.args);
    return checkWorkspaceBuildInputs(
      `${service.name} (${path.relative(compose.dir, file)})`,
      stages,
      workspaces,
    );
  });
}

function checkDockerfiles(compose: Compose, workspaces: Workspace[]): string[] {
  return compose.services.flatMap((service) => {
    const build = buildOf(service);
    if (build === undefined) return [];
    const contextDir = path.resolve(compose.dir, build.context);
    const file = path.resolve(contextDir, build.dockerfile);
    if (!existsSync(file)) return []; // reported by checkBuildPaths
    const label = path.relative(compose.dir, file);
    return checkDockerfile(
      label,
      readFileSync(file, 'utf8'),
      contextDir,
      workspaces,
      environmentOf(service),
      build.args,
    );
  });
}

interface NginxFile {
  source: string;
  text: string;
}

/** The gateway image's environment and the remotes config it includes (nginx/Dockerfile). */
function gatewayImage(
  compose: Compose,
  gatewayService: string,
): { env: Map<string, string>; remotesConf: NginxFile[] } | undefined {
  const gateway = compose.services.find((service) => service.name === gatewayService);
  const build = gateway === undefined ? undefined : buildOf(gateway);
  if (gateway === undefined || build === undefined) return undefined;
  const contextDir = path.resolve(compose.dir, build.context);
  const dockerfile = path.resolve(contextDir, build.dockerfile);
  if (!existsSync(dockerfile)) return { env: environmentOf(gateway), remotesConf: [] };
  const final = parseDockerfile(readFileSync(dockerfile, 'utf8')).at(-1);
  const env = new Map([...(final?.env ?? []), ...environmentOf(gateway)]);
  const copy = final?.copies.find(
    (candidate) => candidate.dest === env.get('ATELIER_REMOTES_CONF'),
  );
  const remotesConf = (copy?.sources ?? [])
    .map((source) => ({ source, file: path.join(contextDir, source) }))
    .filter(({ file }) => existsSync(file)) // a missing one is reported by the Dockerfile check
    .map(({ source, file }) => ({ source, text: readFileSync(file, 'utf8') }));
  return { env, remotesConf };
}

interface ProxiedLocation {
  location: string;
  host: string;
  /** proxy_pass names the host through a variable: resolved at request time. */
  viaVariable: boolean;
}

/** The `location` blocks of an nginx file that proxy_pass, with the host each proxies to. */
function proxiedLocations(text: string): ProxiedLocation[] {
  return [...text.matchAll(/location\s+([^{]*?)\s*\{([^}]*)\}/g)].flatMap(
    ([, location = '', body = '']) => {
      const target = /proxy_pass\s+https?:\/\/([^;/\s]+)/.exec(body)?.[1];
      if (target === undefined) return [];
      const variable = /^\$(\w+)/.exec(target)?.[1];
      const value =
        variable === undefined
          ? target
          : (new RegExp(`set\\s+\\$${variable}\\s+([^;\\s]+)`).exec(body)?.[1] ?? target);
      return [{ location, host: value.split(':')[0] ?? '', viaVariable: variable !== undefined }];
    },
  );
}

/** The gateway proxies to hosts by name: each must be a service of this compose file. */
function checkGatewayUpstreams(compose: Compose, gatewayService: string): string[] {
  const names = new Set(compose.services.map((service) => service.name));
  const image = gatewayImage(compose, gatewayService);
  if (image === undefined) return [`${gatewayService}: not built here`];

  const hosts: { host: string; origin: string }[] = [];
  for (const [key, value] of image.env) {
    if (key.endsWith('_UPSTREAM')) hosts.push({ host: value.split(':')[0] ?? '', origin: key });
  }
  for (const { source, text } of image.remotesConf) {
    for (const { host } of proxiedLocations(text)) hosts.push({ host, origin: source });
  }
  if (hosts.length === 0) return [`${gatewayService}: no upstream found to check`];
  return hosts
    .filter(({ host }) => !names.has(host))
    .map(({ host, origin }) => `${gatewayService}: ${origin} proxies to "${host}", not a service`);
}

/**
 * The remotes are resolved at request time (a resolver, a variable in proxy_pass), so the gateway
 * neither waits for them to be healthy nor keeps an old address after one is redeployed.
 */
function checkRemotesResolvedAtRequestTime(gateway: Service, remotesConf: NginxFile[]): string[] {
  const problems: string[] = [];
  const remoteHosts = new Set<string>();
  for (const { source, text } of remotesConf) {
    const locations = proxiedLocations(text);
    if (locations.length === 0) problems.push(`${source}: proxies to no remote`);
    if (locations.length > 0 && !/^\s*resolver\s+\S/m.test(text)) {
      problems.push(`${source}: no resolver, so names are resolved once, at start-up`);
    }
    for (const { location, host, viaVariable } of locations) {
      remoteHosts.add(host);
      if (!viaVariable) {
        problems.push(`${source}: ${location} proxies to ${host} by a name resolved at start-up`);
      }
    }
  }
  const { depends_on: dependsOn } = gateway.def;
  const conditions: [string, unknown][] = Array.isArray(dependsOn)
    ? dependsOn.map((name) => [String(name), 'service_started'])
    : isDict(dependsOn)
      ? Object.entries(dependsOn).map(([name, spec]) => [
          name,
          isDict(spec) ? (spec.condition ?? 'service_started') : 'service_started',
        ])
      : [];
  for (const [name, condition] of conditions) {
    if (remoteHosts.has(name) && condition !== 'service_started') {
      problems.push(`${gateway.name}: waits for ${name} (${String(condition)}), a remote`);
    }
  }
  return problems;
}

/** Passwords have no default: `${VAR:?message}` everywhere the file uses them. */
function checkSecretsRequired(text: string, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const uses = [...text.matchAll(new RegExp(`\\$\\{${name}(?![A-Za-z0-9_])([^}]*)\\}`, 'g'))];
    if (uses.length === 0) return [`${name} is never used`];
    return uses
      .filter(([, modifier = '']) => !modifier.startsWith(':?'))
      .map(([use]) => `${use} has a default or may be empty: use \${${name}:?set ${name}}`);
  });
}

/**
 * Without S3_ENDPOINT auth-service would keep uploads on its container's disk, lost with it and
 * not shared between instances: in compose it must name the S3 service, and wait for it.
 */
function checkStorageInS3(compose: Compose, api: string, s3: string): string[] {
  const service = compose.services.find((candidate) => candidate.name === api);
  if (service === undefined) return [`service "${api}" is missing`];
  const env = environmentOf(service);
  const endpoint = env.get('S3_ENDPOINT') ?? '';
  const problems: string[] = [];
  let host = '';
  try {
    host = new URL(endpoint).hostname;
  } catch {
    problems.push(`${api}: S3_ENDPOINT is not a URL ("${endpoint}")`);
  }
  if (endpoint !== '' && host !== s3) problems.push(`${api}: S3_ENDPOINT does not name ${s3}`);
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    if ((env.get(name) ?? '') === '') problems.push(`${api}: ${name} is not set`);
  }
  const dependsOn = service.def.depends_on;
  const waits = Array.isArray(dependsOn)
    ? dependsOn.includes(s3)
    : isDict(dependsOn) && s3 in dependsOn;
  if (!waits) problems.push(`${api}: does not depend on ${s3}`);
  return problems;
}

const SMTP_SETTINGS = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_FROM',
] as const;
const MAIL_CATCHERS = /maildev|mailpit|mailhog|mailcatcher|smtp4dev/i;

/**
 * Keycloak and auth-service send through the provider the environment names, with the same
 * settings: each SMTP setting is `${SMTP_...}` in both, the password without a default. Compose
 * runs no mail catcher (those are for npm start and the tests).
 */
function checkSmtpFromEnvironment(compose: Compose, senders: readonly string[]): string[] {
  const problems: string[] = [];
  const values = new Map<string, string>();
  for (const name of senders) {
    const service = compose.services.find((candidate) => candidate.name === name);
    if (service === undefined) {
      problems.push(`service "${name}" is missing`);
      continue;
    }
    const env = environmentOf(service);
    for (const setting of SMTP_SETTINGS) {
      const value = env.get(setting) ?? '';
      if (!new RegExp(`^\\$\\{${setting}(?![A-Za-z0-9_])`).test(value)) {
        problems.push(`${name}: ${setting} does not come from the environment ("${value}")`);
        continue;
      }
      if (setting === 'SMTP_PASSWORD' && !/^\$\{SMTP_PASSWORD(:-|:\?[^}]*)?\}$/.test(value)) {
        problems.push(`${name}: SMTP_PASSWORD has a default ("${value}")`);
      }
      const before = values.get(setting);
      if (before !== undefined && before !== value) {
        problems.push(`${name}: ${setting} is "${value}", another sender has "${before}"`);
      }
      values.set(setting, value);
    }
  }
  for (const service of compose.services) {
    if (MAIL_CATCHERS.test(JSON.stringify(service.def))) {
      problems.push(`${service.name}: a mail catcher runs in compose`);
    }
  }
  return problems;
}

/** The offline payments sandbox is for npm start and the tests, never for compose. */
function checkNoPaymentsSandbox(compose: Compose): string[] {
  return compose.services.flatMap((service) => {
    const value = environmentOf(service).get('PAYMENTS_PROVIDER');
    return value?.includes('sandbox') === true
      ? [`${service.name}: PAYMENTS_PROVIDER=${value} runs the payments sandbox`]
      : [];
  });
}

interface PublishedPort {
  hostIp: string | undefined;
  published: string;
  target: string;
}

function publishedPorts(service: Service): PublishedPort[] {
  const ports = Array.isArray(service.def.ports) ? (service.def.ports as unknown[]) : [];
  return ports.flatMap((port): PublishedPort[] => {
    if (typeof port === 'string') {
      const parts = (port.split('/')[0] ?? '').split(':');
      const target = parts.at(-1) ?? '';
      if (parts.length === 1) return [{ hostIp: undefined, published: '', target }];
      return [
        {
          hostIp: parts.length >= 3 ? parts.slice(0, -2).join(':') : undefined,
          published: parts.at(-2) ?? '',
          target,
        },
      ];
    }
    if (!isDict(port)) return [];
    return [
      {
        hostIp: typeof port.host_ip === 'string' ? port.host_ip : undefined,
        published:
          typeof port.published === 'string' || typeof port.published === 'number'
            ? String(port.published)
            : '',
        target:
          typeof port.target === 'string' || typeof port.target === 'number'
            ? String(port.target)
            : '',
      },
    ];
  });
}

/**
 * The gateway's ops-only listener (Keycloak's admin console, master realm) is never published by
 * the main file; an ops override publishes it on the host's loopback only.
 */
function checkOpsListenerPrivate(
  main: Compose,
  opsOverride: Compose,
  gatewayService: string,
  opsPort: string,
): string[] {
  const problems: string[] = [];
  for (const service of main.services) {
    for (const port of publishedPorts(service)) {
      if (port.target === opsPort) {
        problems.push(`${service.name}: publishes the ops listener (${opsPort})`);
      }
    }
  }
  const gateway = opsOverride.services.find((service) => service.name === gatewayService);
  const opsPorts = gateway === undefined ? [] : publishedPorts(gateway);
  if (!opsPorts.some((port) => port.target === opsPort)) {
    problems.push(`ops override: does not publish the ops listener (${opsPort})`);
  }
  for (const service of opsOverride.services) {
    for (const port of publishedPorts(service)) {
      if (port.hostIp !== '127.0.0.1') {
        problems.push(
          `ops override: ${service.name} publishes ${port.target} on ${port.hostIp ?? 'every address'}`,
        );
      }
    }
  }
  return problems;
}

/** Keycloak's admin console is served at the ops listener's origin (--hostname-admin). */
function checkKeycloakAdminOnOps(compose: Compose, keycloakService: string): string[] {
  const keycloak = compose.services.find((service) => service.name === keycloakService);
  const command = Array.isArray(keycloak?.def.command) ? keycloak.def.command.map(String) : [];
  const admin = command.find((arg) => arg.startsWith('--hostname-admin='));
  if (admin === undefined) return [`${keycloakService}: no --hostname-admin`];
  const hostname = command.find((arg) => arg.startsWith('--hostname='));
  return hostname?.slice('--hostname='.length) === admin.slice('--hostname-admin='.length)
    ? [`${keycloakService}: --hostname-admin is the public origin`]
    : [];
}

const SECRETS = [
  'AUTH_SERVICE_CLIENT_SECRET',
  'KEYCLOAK_ADMIN',
  'KEYCLOAK_ADMIN_PASSWORD',
  'POSTGRES_PASSWORD',
  'KEYCLOAK_DB_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'MAIL_SIGNING_SECRET',
] as const;

// ---------------------------------------------------------------------------------------------
// The real files

describe('docker-compose.yml', () => {
  const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const compose = parseCompose(composeText, ROOT);
  const workspaces = readWorkspaces(ROOT);

  it('has every required service', () => {
    expect(checkRequiredServices(compose, REQUIRED_SERVICES)).toEqual([]);
  });

  it('gives every service a healthcheck', () => {
    expect(checkHealthchecks(compose)).toEqual([]);
  });

  it('builds from contexts and Dockerfiles that exist', () => {
    expect(checkBuildPaths(compose)).toEqual([]);
  });

  it('bind-mounts only host paths that exist', () => {
    expect(checkBindMounts(compose)).toEqual([]);
  });

  it('copies into images only files that exist (dist/ only from a workspace build)', () => {
    expect(checkDockerfiles(compose, workspaces)).toEqual([]);
  });

  it('copies into each build the workspaces it depends on (manifests and sources)', () => {
    expect(checkImageBuildInputs(compose, workspaces)).toEqual([]);
  });

  it('declares every workspace its code imports (images install by the manifests)', () => {
    expect(checkDeclaredWorkspaceImports(ROOT, workspaces)).toEqual([]);
  });

  it('publishes each host port once', () => {
    expect(checkPublishedPorts(compose)).toEqual([]);
  });

  it('depends only on services that exist', () => {
    expect(checkDependsOn(compose)).toEqual([]);
  });

  it('pins every image tag (never latest)', () => {
    expect(checkServiceImagesPinned(compose)).toEqual([]);
  });

  it('lets the gateway proxy only to services that exist', () => {
    expect(checkGatewayUpstreams(compose, 'gateway')).toEqual([]);
  });

  it('resolves the remotes at request time, and the gateway does not wait for them', () => {
    const gateway = compose.services.find((service) => service.name === 'gateway');
    const image = gatewayImage(compose, 'gateway');
    expect(gateway).toBeDefined();
    expect(image?.remotesConf).toHaveLength(1);
    if (gateway === undefined || image === undefined) return;
    expect(checkRemotesResolvedAtRequestTime(gateway, image.remotesConf)).toEqual([]);
  });

  it('has no default for any password or secret (configs included)', () => {
    expect(checkSecretsRequired(composeText, SECRETS)).toEqual([]);
  });

  it('stores auth-service files in the s3 service (S3_ENDPOINT), which it waits for', () => {
    expect(checkStorageInS3(compose, 'auth-service', 's3')).toEqual([]);
  });

  it('never runs the payments sandbox', () => {
    expect(checkNoPaymentsSandbox(compose)).toEqual([]);
  });

  it('sends e-mail through the SMTP provider the environment names, no mail catcher', () => {
    expect(checkSmtpFromEnvironment(compose, ['keycloak', 'auth-service'])).toEqual([]);
  });

  it("keeps the gateway's ops listener private (docker-compose.ops.yml: the host's 127.0.0.1)", () => {
    const opsOverride = parseCompose(
      readFileSync(path.join(ROOT, 'docker-compose.ops.yml'), 'utf8'),
      ROOT,
    );
    const opsListen = gatewayImage(compose, 'gateway')?.env.get('ATELIER_OPS_LISTEN') ?? '';
    expect(opsListen).toMatch(/^\d+$/);
    expect(checkOpsListenerPrivate(compose, opsOverride, 'gateway', opsListen)).toEqual([]);
  });

  it("serves Keycloak's admin console at the ops origin", () => {
    expect(checkKeycloakAdminOnOps(compose, 'keycloak')).toEqual([]);
  });

  it.each(REMOTES)('serves the %s remote under /remotes/<name>/ from its own build', (remote) => {
    const service = compose.services.find((candidate) => candidate.name === `mf-${remote}`);
    const build = service === undefined ? undefined : buildOf(service);
    expect(build?.dockerfile).toBe(REMOTE_DOCKERFILE);
    expect(build?.args.get('REMOTE')).toBe(remote);
    if (build === undefined) return;
    const text = readFileSync(path.join(ROOT, build.dockerfile), 'utf8');
    const final = parseDockerfile(text, build.args).at(-1);
    expect(final?.env.get('ATELIER_REMOTE_NAME')).toBe(remote);
    expect(final?.copies).toContainEqual(
      expect.objectContaining({
        from: 'build',
        sources: [`/repo/mf-${remote}/dist`],
        dest: `/usr/share/nginx/html/remotes/${remote}/`,
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The checks themselves, on broken inputs

describe('the compose checks catch', () => {
  const workspaces = readWorkspaces(ROOT);
  const compose = (yaml: string) => parseCompose(yaml, ROOT);

  it('auth-service without S3_ENDPOINT, or not waiting for the S3 service', () => {
    expect(
      checkStorageInS3(
        compose('services: { api: { environment: { S3_BUCKET: b } }, s3: {} }'),
        'api',
        's3',
      ),
    ).toEqual([
      'api: S3_ENDPOINT is not a URL ("")',
      'api: S3_ACCESS_KEY_ID is not set',
      'api: S3_SECRET_ACCESS_KEY is not set',
      'api: does not depend on s3',
    ]);
    expect(
      checkStorageInS3(
        compose(
          'services: { api: { depends_on: [s3], environment: { S3_ENDPOINT: "http://minio:9000", S3_BUCKET: b, S3_ACCESS_KEY_ID: k, S3_SECRET_ACCESS_KEY: s } }, s3: {} }',
        ),
        'api',
        's3',
      ),
    ).toEqual(['api: S3_ENDPOINT does not name s3']);
  });

  it('a missing service', () => {
    expect(checkRequiredServices(compose('services: { postgres: {} }'), ['gateway'])).toEqual([
      'service "gateway" is missing',
    ]);
  });

  it('a service without a (real) healthcheck', () => {
    const broken = compose(`
services:
  a: {}
  b: { healthcheck: { disable: true } }
  c: { healthcheck: { test: ['NONE'] } }
  d: { healthcheck: { test: ['CMD', 'true'] } }
`);
    expect(checkHealthchecks(broken)).toEqual([
      'a: no healthcheck',
      'b: healthcheck is disabled',
      'c: healthcheck has no test command',
    ]);
  });

  it('a build context or Dockerfile that does not exist', () => {
    const broken = compose(`
services:
  a: { build: { context: ./nope } }
  b: { build: { context: ., dockerfile: nope/Dockerfile } }
  c: { build: { context: ., dockerfile: auth-service/Dockerfile } }
`);
    expect(checkBuildPaths(broken)).toEqual([
      'a: build context ./nope not found',
      'b: dockerfile nope/Dockerfile not found in .',
    ]);
  });

  it('a bind mount of a missing host path (named volumes are not host paths)', () => {
    const broken = compose(`
services:
  a:
    volumes:
      - ./nope:/data:ro
      - data:/var/lib/data
      - { type: bind, source: ./also-nope, target: /x }
      - ./auth-service:/srv
`);
    expect(checkBindMounts(broken)).toEqual([
      'a: bind-mounted host path ./nope not found',
      'a: bind-mounted host path ./also-nope not found',
    ]);
  });

  it('a host port published twice', () => {
    const broken = compose(`
services:
  a: { ports: ['8080:80'] }
  b: { ports: ['127.0.0.1:8080:8080', '9000'] }
  c: { ports: [{ target: 53, published: 8053, protocol: udp }, '8053:53'] }
`);
    expect(checkPublishedPorts(broken)).toEqual(['host port 8080/tcp published by a and b']);
  });

  it('depends_on naming an unknown service', () => {
    const broken = compose(`
services:
  a: { depends_on: [b, ghost] }
  b: { depends_on: { phantom: { condition: service_healthy } } }
`);
    expect(checkDependsOn(broken)).toEqual([
      'a: depends_on names unknown service "ghost"',
      'b: depends_on names unknown service "phantom"',
    ]);
  });

  it('an unpinned or latest image', () => {
    const broken = compose(`
services:
  a: { image: postgres }
  b: { image: 'quay.io/keycloak/keycloak:latest' }
  c: { image: 'registry:5000/team/app' }
  d: { image: 'postgres:16-alpine' }
  e: { image: 'nginx@sha256:0123' }
`);
    expect(checkServiceImagesPinned(broken)).toEqual([
      'a: image postgres has no pinned tag (or uses latest)',
      'b: image quay.io/keycloak/keycloak:latest has no pinned tag (or uses latest)',
      'c: image registry:5000/team/app has no pinned tag (or uses latest)',
    ]);
  });

  it('Dockerfile COPY sources that are missing, dockerignored or not a workspace build', () => {
    const dockerfile = `
FROM node:20-alpine AS build
WORKDIR /repo
COPY package.json nope.json ./
COPY mf-landing/*.json \\
     mf-landing/
COPY node_modules node_modules
RUN npm run build -w @atelier/mf-landing
FROM nginx:latest
COPY --from=build /repo/mf-landing/dist /a/
COPY --from=build /repo/mf-client/dist /b/
COPY --from=build /repo/scripts/dist /c/
COPY --from=build /repo/node_modules /d/
`;
    expect(checkDockerfile('Dockerfile', dockerfile, ROOT, workspaces)).toEqual([
      'Dockerfile:4: COPY source nope.json does not exist in the repository',
      'Dockerfile:7: COPY source node_modules is excluded by .dockerignore',
      'Dockerfile:9: base image nginx:latest is not pinned to a tag',
      'Dockerfile:11: stage build never runs `npm run build -w @atelier/mf-client` for /repo/mf-client/dist',
      'Dockerfile:12: COPY --from=build /repo/scripts/dist is not the dist/ of a workspace with a build script',
      'Dockerfile:13: COPY --from=build /repo/node_modules is not the dist/ of a workspace with a build script',
    ]);
  });

  it('a workspace build without the workspaces it depends on', () => {
    const stages = parseDockerfile(`
FROM node:20-alpine AS build
WORKDIR /repo
COPY package.json package-lock.json ./
COPY build-config/package.json build-config/
COPY shared-ui/package.json shared-ui/
COPY mf-landing/package.json mf-landing/
RUN npm install --workspace @atelier/mf-landing
COPY build-config build-config
COPY shared-ui shared-ui
COPY mf-landing mf-landing
RUN npm run build -w @atelier/mf-landing
`);
    expect(checkWorkspaceBuildInputs('landing', stages, workspaces)).toEqual([
      'landing: stage build builds @atelier/mf-landing, which needs @atelier/api-contract, but never copies api-contract/package.json',
      'landing: stage build builds @atelier/mf-landing, which needs @atelier/api-contract, but never copies api-contract',
    ]);
  });

  it('a build argument that compose does not pass', () => {
    const dockerfile = `
FROM node:20-alpine AS build
ARG REMOTE
WORKDIR /repo
COPY mf-\${REMOTE}/package.json mf-$REMOTE/
RUN npm run build -w @atelier/mf-\${REMOTE}
FROM nginx:1.27-alpine
ARG REMOTE
COPY --from=build /repo/mf-\${REMOTE}/dist /a/
`;
    const passed = new Map([['REMOTE', 'client']]);
    expect(checkDockerfile('Dockerfile', dockerfile, ROOT, workspaces, new Map(), passed)).toEqual(
      [],
    );
    expect(checkDockerfile('Dockerfile', dockerfile, ROOT, workspaces)).toEqual([
      'Dockerfile:5: COPY source mf-${REMOTE}/package.json does not exist in the repository',
      'Dockerfile:9: COPY --from=build /repo/mf-${REMOTE}/dist is not the dist/ of a workspace with a build script',
    ]);
  });

  it('an nginx template variable that no ENV sets', () => {
    const dockerfile = `
FROM nginx:1.27-alpine
ENV ATELIER_REMOTE_NAME=landing
COPY nginx/gateway.conf.template /etc/nginx/templates/default.conf.template
`;
    const problems = checkDockerfile('Dockerfile', dockerfile, ROOT, workspaces);
    if (existsSync(path.join(ROOT, 'nginx/gateway.conf.template'))) {
      expect(problems).toContain(
        'Dockerfile: nginx/gateway.conf.template uses ${ATELIER_LISTEN_PORT}, which no ENV of the image sets',
      );
    } else {
      expect(problems).toContain(
        'Dockerfile:4: COPY source nginx/gateway.conf.template does not exist in the repository',
      );
    }
  });

  it('a gateway upstream that is not a service', () => {
    const broken = compose(`
services:
  gateway: { build: { context: ., dockerfile: nginx/Dockerfile }, environment: { ATELIER_API_UPSTREAM: 'api:4000' } }
`);
    expect(checkGatewayUpstreams(broken, 'gateway')).toContain(
      'gateway: ATELIER_API_UPSTREAM proxies to "api", not a service',
    );
  });

  it('remotes resolved once at start-up, or awaited by the gateway', () => {
    const gateway: Service = {
      name: 'gateway',
      def: {
        depends_on: {
          'mf-landing': { condition: 'service_healthy' },
          'mf-client': { condition: 'service_started' },
          'auth-service': { condition: 'service_healthy' },
        },
      },
    };
    const conf = `
location ^~ /remotes/landing/ {
  proxy_pass http://mf-landing:8080;
}
location ^~ /remotes/client/ {
  set $remote mf-client:8080;
  proxy_pass http://$remote;
}
`;
    expect(
      checkRemotesResolvedAtRequestTime(gateway, [{ source: 'remotes.conf', text: conf }]),
    ).toEqual([
      'remotes.conf: no resolver, so names are resolved once, at start-up',
      'remotes.conf: ^~ /remotes/landing/ proxies to mf-landing by a name resolved at start-up',
      'gateway: waits for mf-landing (service_healthy), a remote',
    ]);
    expect(
      checkRemotesResolvedAtRequestTime({ name: 'gateway', def: {} }, [
        { source: 'empty.conf', text: '# nothing\n' },
      ]),
    ).toEqual(['empty.conf: proxies to no remote']);
  });

  it('a password with a default, or one that may be empty', () => {
    const text = `
services:
  a:
    environment:
      P: \${POSTGRES_PASSWORD:-atelier}
      Q: \${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}
      R: \${KEYCLOAK_ADMIN}
configs:
  c:
    content: |
      PASSWORD '\${KEYCLOAK_DB_PASSWORD-keycloak}'
`;
    expect(
      checkSecretsRequired(text, [
        'POSTGRES_PASSWORD',
        'KEYCLOAK_ADMIN',
        'KEYCLOAK_DB_PASSWORD',
        'X',
      ]),
    ).toEqual([
      '${POSTGRES_PASSWORD:-atelier} has a default or may be empty: use ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}',
      '${KEYCLOAK_ADMIN} has a default or may be empty: use ${KEYCLOAK_ADMIN:?set KEYCLOAK_ADMIN}',
      '${KEYCLOAK_DB_PASSWORD-keycloak} has a default or may be empty: use ${KEYCLOAK_DB_PASSWORD:?set KEYCLOAK_DB_PASSWORD}',
      'X is never used',
    ]);
  });

  it('a service that runs the payments sandbox', () => {
    const broken = compose(`
services:
  a: { environment: { PAYMENTS_PROVIDER: sandbox } }
  b: { environment: ['PAYMENTS_PROVIDER=\${PAYMENTS_PROVIDER:-sandbox}'] }
  c: { environment: { PAYMENTS_PROVIDER: stripe } }
  d: { environment: { STRIPE_SECRET_KEY: '' } }
`);
    expect(checkNoPaymentsSandbox(broken)).toEqual([
      'a: PAYMENTS_PROVIDER=sandbox runs the payments sandbox',
      'b: PAYMENTS_PROVIDER=${PAYMENTS_PROVIDER:-sandbox} runs the payments sandbox',
    ]);
  });

  it('SMTP settings written in, differing between senders, a default password or a catcher', () => {
    const broken = compose(`
services:
  keycloak:
    environment:
      SMTP_HOST: mail
      SMTP_PORT: '\${SMTP_PORT:-587}'
      SMTP_SECURE: '\${SMTP_SECURE:-false}'
      SMTP_USER: '\${SMTP_USER:-}'
      SMTP_PASSWORD: '\${SMTP_PASSWORD:-secret}'
      SMTP_FROM: '\${SMTP_FROM:?set SMTP_FROM}'
  auth-service:
    environment:
      SMTP_HOST: '\${SMTP_HOST:?set SMTP_HOST}'
      SMTP_PORT: '\${SMTP_PORT:-25}'
      SMTP_SECURE: '\${SMTP_SECURE:-false}'
      SMTP_USER: '\${SMTP_USER:-}'
      SMTP_PASSWORD: '\${SMTP_PASSWORD:-}'
      SMTP_FROM: '\${SMTP_FROM:?set SMTP_FROM}'
  mail: { image: 'maildev/maildev:2.1.0' }
`);
    expect(checkSmtpFromEnvironment(broken, ['keycloak', 'auth-service'])).toEqual([
      'keycloak: SMTP_HOST does not come from the environment ("mail")',
      'keycloak: SMTP_PASSWORD has a default ("${SMTP_PASSWORD:-secret}")',
      'auth-service: SMTP_PORT is "${SMTP_PORT:-25}", another sender has "${SMTP_PORT:-587}"',
      'auth-service: SMTP_PASSWORD is "${SMTP_PASSWORD:-}", another sender has "${SMTP_PASSWORD:-secret}"',
      'mail: a mail catcher runs in compose',
    ]);
  });

  it('an ops listener published, or published beyond the loopback', () => {
    const main = compose(`
services:
  gateway: { ports: ['8080:8080', '8081:8081'] }
`);
    const opsOverride = compose(`
services:
  gateway: { ports: ['8081:8081', { target: 8081, published: 9081, host_ip: 127.0.0.1 }] }
  other: { ports: ['0.0.0.0:9000:9000'] }
`);
    expect(checkOpsListenerPrivate(main, opsOverride, 'gateway', '8081')).toEqual([
      'gateway: publishes the ops listener (8081)',
      'ops override: gateway publishes 8081 on every address',
      'ops override: other publishes 9000 on 0.0.0.0',
    ]);
    expect(
      checkOpsListenerPrivate(main, compose('services: { gateway: {} }'), 'gateway', '8081'),
    ).toContain('ops override: does not publish the ops listener (8081)');
  });

  it("Keycloak's admin console on the public origin", () => {
    const broken = compose(`
services:
  a: { command: [start, '--hostname=https://x.test/auth'] }
  b: { command: [start, '--hostname=https://x.test/auth', '--hostname-admin=https://x.test/auth'] }
`);
    expect(checkKeycloakAdminOnOps(broken, 'a')).toEqual(['a: no --hostname-admin']);
    expect(checkKeycloakAdminOnOps(broken, 'b')).toEqual([
      'b: --hostname-admin is the public origin',
    ]);
  });
});
