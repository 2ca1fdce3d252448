// Runs the real nginx with the production configuration of deploy/nginx/ on a loopback port,
// for `npm run serve:nginx` (and through it the nginx test suites) and the benchmarks.
//
// The configuration is laid out in a temporary folder exactly as the container image lays it out
// under /etc/nginx: the files and their places come from the COPY lines of the Dockerfile's final
// stage, so the tests serve what the image serves. Only what ties the files to the container
// changes: the listen and root lines of default.conf, the /tmp/ paths of nginx.conf (moved into the
// temporary folder), and its access log (off unless asked for).
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {repoRoot as root} from '../lib/root';
import {prepareBuild, writeServingFiles} from './servingFiles';

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 10_000;
export const CONTAINER_CONF_DIR = '/etc/nginx';
export const CONTAINER_SITE_ROOT = '/usr/share/nginx/html';

export type ContainerCopy = {from?: string; source: string; target: string};
export type ContainerLayout = {committed: {file: string; source: string}[]; generated: string; siteRoot: string};

export type NginxServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Resolves to nginx's exit code once it has exited. */
  exited: Promise<number>;
  /** What nginx wrote to its error log so far. */
  log: () => string;
  /** Fast shutdown (SIGTERM), then the temporary folder goes; resolves to nginx's exit code. */
  stop: () => Promise<number>;
};

type LocalOptions = {dir: string; buildDir: string; port?: number; accessLog?: boolean};

export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p)) ?? (spawnSync('nginx', ['-v']).error ? undefined : 'nginx');
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static)');
  return found;
}

/** A port that was free a moment ago on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already accepts connections there (nginx could bind beside a wildcard listener). */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The COPY instructions of the Dockerfile's final stage: [{from, source, target}], `from` being the
 * stage a file comes from (undefined for the build context).
 */
export function containerCopies(dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')): ContainerCopy[] {
  const stages = dockerfile.split(/^FROM\s/m);
  const finalStage = stages[stages.length - 1];
  return [...finalStage.matchAll(/^COPY\s+(?:--from=(\S+)\s+)?(\S+)\s+(\S+)\s*$/gm)].map(([, from, source, target]) => ({from, source, target}));
}

/**
 * Where each file of the image's nginx configuration comes from, relative to CONTAINER_CONF_DIR:
 * {committed: [{file, source}], generated: dir, siteRoot}. Throws on a COPY it cannot reproduce,
 * so that the image and the tests cannot drift apart unnoticed.
 */
export function containerLayout(copies = containerCopies()): ContainerLayout {
  const layout: Partial<ContainerLayout> & Pick<ContainerLayout, 'committed'> = {committed: []};
  for (const {from, source, target} of copies) {
    const inConfDir = target.startsWith(`${CONTAINER_CONF_DIR}/`);
    if (!from && inConfDir && source.startsWith('deploy/nginx/') && !source.endsWith('/')) {
      const file = path.posix.relative(CONTAINER_CONF_DIR, target.endsWith('/') ? `${target}${path.posix.basename(source)}` : target);
      layout.committed.push({file, source});
    } else if (from && inConfDir && source.endsWith('/deploy/nginx/generated/')) {
      layout.generated = path.posix.relative(CONTAINER_CONF_DIR, target);
    } else if (from && source.endsWith('/build/') && target.replace(/\/$/, '') === CONTAINER_SITE_ROOT) {
      layout.siteRoot = CONTAINER_SITE_ROOT;
    } else {
      throw new Error(`Dockerfile: deploy/nginxServer.ts does not know how to lay out "COPY ${from ? `--from=${from} ` : ''}${source} ${target}"`);
    }
  }
  for (const needed of ['nginx.conf', 'conf.d/default.conf']) {
    if (!layout.committed.some(({file}) => file === needed)) throw new Error(`Dockerfile: no COPY into ${CONTAINER_CONF_DIR}/${needed}`);
  }
  if (!layout.generated || !layout.siteRoot) throw new Error('Dockerfile: the final stage must copy the generated includes and the build from the build stage');
  return {committed: layout.committed, generated: layout.generated, siteRoot: layout.siteRoot};
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: expected "${from}" once, found it ${count} times`);
  return text.replace(from, to);
}

/** The changes that move a container file onto this machine (see the comment on top). */
export function localise(file: string, text: string, {dir, buildDir, port, accessLog}: LocalOptions): string {
  if (file === 'conf.d/default.conf') {
    const local = replaceOnce(text, 'listen 8080;', `listen ${HOST}:${port};`, file);
    return replaceOnce(local, `root ${CONTAINER_SITE_ROOT};`, `root "${buildDir}";`, file);
  }
  if (file === 'nginx.conf') {
    let local = text.replace(/(\s)\/tmp\/([\w.]+);/g, (_, space, name) => `${space}"${path.join(dir, 'temp', name)}";`);
    local = replaceOnce(local, 'access_log /dev/stdout;', `access_log ${accessLog ? '/dev/stdout' : 'off'};`, file);
    // Run as root, nginx would hand its workers to "nobody", who may not read the build folder;
    // keep them with the caller, as they are for everyone else (the image runs as www-data).
    if (process.getuid?.() === 0) local = replaceOnce(local, 'worker_processes auto;', 'user root root;\nworker_processes auto;', file);
    return local;
  }
  return text;
}

/** Lays the image's configuration out in `dir`; with `local`, localised for a process on this machine. */
export function writeConfig(dir: string, {buildDir, port, accessLog = false, local = true}: Omit<LocalOptions, 'dir'> & {local?: boolean}): void {
  const layout = containerLayout();
  fs.mkdirSync(path.join(dir, 'temp'), {recursive: true});
  for (const {file, source} of layout.committed) {
    const text = fs.readFileSync(path.join(root, source), 'utf8');
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), local ? localise(file, text, {dir, buildDir, port, accessLog}) : text);
  }
  writeServingFiles({buildDir, nginxDir: path.join(dir, layout.generated), staticHostFiles: false});
}

function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null): void => reject(new Error(`nginx exited with code ${code} while starting`));
    child.once('exit', onExit);
    const attempt = () => {
      const request = http.get(url, (response) => {
        response.resume();
        child.off('exit', onExit);
        resolve();
      });
      request.on('error', () => {
        if (child.exitCode !== null) return;
        if (Date.now() > deadline) {
          child.off('exit', onExit);
          reject(new Error(`nginx did not answer on ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`));
        } else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** One start on one port; rejects (with nginx's error output) if nginx does not come up. */
type StartOptions = {binary: string; buildDir: string; port: number; accessLog: boolean; echo: boolean};

async function startOnPort({binary, buildDir, port, accessLog, echo}: StartOptions): Promise<NginxServer> {
  if (await portAnswers(port)) throw new Error(`${HOST}:${port}: Address already in use`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scb-nginx-'));
  let errorLog = '';
  let child: ChildProcess | undefined;
  const cleanUp = (): void => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    fs.rmSync(dir, {recursive: true, force: true});
  };
  process.once('exit', cleanUp);
  try {
    writeConfig(dir, {buildDir: path.resolve(buildDir), port, accessLog});
    // The same command line as the image's CMD: in the foreground, errors to stderr from the start.
    const nginx = spawn(binary, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', echo ? 'inherit' : 'ignore', 'pipe'],
    });
    child = nginx;
    nginx.stderr.on('data', (chunk: Buffer) => {
      errorLog += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const exited = new Promise<number>((resolve) => nginx.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    const url = `http://${HOST}:${port}`;
    await waitUntilServing(`${url}/`, nginx);
    return {
      url,
      port,
      process: nginx,
      exited,
      log: () => errorLog,
      async stop() {
        if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
        const code = await exited;
        process.off('exit', cleanUp);
        cleanUp();
        return code;
      },
    };
  } catch (error) {
    process.off('exit', cleanUp);
    cleanUp();
    if (errorLog && error instanceof Error) error.message += `\n${errorLog.trim()}`;
    throw error;
  }
}

/**
 * Starts nginx for the build folder and resolves once it answers. `port`: a free loopback port is
 * picked when omitted (and picked again should another process take it first); `accessLog`: log
 * requests to stdout; `echo`: pass nginx's output through.
 */
export async function startNginx({buildDir, port, accessLog = false, echo = true}: {buildDir: string; port?: number; accessLog?: boolean; echo?: boolean}): Promise<NginxServer> {
  const binary = nginxBinary();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnPort({binary, buildDir, port: port ?? (await freePort()), accessLog, echo});
    } catch (error) {
      const portTaken = error instanceof Error && /Address already in use/.test(error.message);
      if (port !== undefined || !portTaken || attempt === 3) throw error;
    }
  }
}

/** A build folder served as production serves it (prepareBuild first), quietly: what the benchmarks measure. */
export async function serveBuild(buildDir: string): Promise<NginxServer> {
  await prepareBuild(buildDir);
  return startNginx({buildDir, echo: false});
}
