// Runs the real nginx with the production configuration of deploy/nginx/ on a loopback port,
// for `npm run serve:nginx`, `npm run test:nginx` and `npm run bench:load`.
//
// The configuration is laid out in a temporary folder the way the container image lays it out
// under /etc/nginx (see Dockerfile); only the listen and root lines of default.conf change, and
// the main nginx.conf is written for an unprivileged foreground process (pid file and temp
// paths under the temporary folder, errors to stderr, no access log unless asked for).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {generateHeaders} from './generate-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const MIME_TYPES = '/etc/nginx/mime.types';
const STARTUP_TIMEOUT_MS = 10_000;

export function nginxBinary() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p)) ?? (spawnSync('nginx', ['-v']).error ? undefined : 'nginx');
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  return found;
}

/** A port that was free a moment ago on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already accepts connections there (nginx could bind beside a wildcard listener). */
function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`deploy/nginx/default.conf: expected "${from}" once, found it ${count} times`);
  return text.replace(from, to);
}

function writeConfig(dir, {buildDir, port, accessLog}) {
  if (!fs.existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} not found: is Debian's nginx installed?`);
  const nginxDir = path.join(root, 'deploy/nginx');
  fs.mkdirSync(path.join(dir, 'conf.d'));
  fs.mkdirSync(path.join(dir, 'temp'));
  fs.mkdirSync(path.join(dir, 'securecodebox'));
  fs.copyFileSync(path.join(nginxDir, 'site.conf'), path.join(dir, 'securecodebox/site.conf'));
  generateHeaders({buildDir, nginxDir: path.join(dir, 'securecodebox/generated'), staticHostFiles: false});

  let server = fs.readFileSync(path.join(nginxDir, 'default.conf'), 'utf8');
  server = replaceOnce(server, 'listen 80;', `listen ${HOST}:${port};`);
  server = replaceOnce(server, 'root /usr/share/nginx/html;', `root "${buildDir}";`);
  fs.writeFileSync(path.join(dir, 'conf.d/default.conf'), server);

  const temp = (name) => `"${path.join(dir, 'temp', name)}"`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `# Written by scripts/nginx-server.mjs: the official image's nginx.conf, in the foreground and unprivileged.
daemon off;
worker_processes auto;
pid "${path.join(dir, 'nginx.pid')}";
error_log stderr warn;
${
  // Run as root, nginx would hand its workers to "nobody", who may not read the build folder;
  // keep them with the caller, as they are for everyone else.
  process.getuid?.() === 0 ? 'user root root;\n' : ''
}
events {
    worker_connections 1024;
}

http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log ${accessLog ? '/dev/stdout' : 'off'};
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

    include conf.d/default.conf;
}
`,
  );
}

function waitUntilServing(url, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`nginx exited with code ${code} while starting`));
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
async function startOnPort({binary, buildDir, port, accessLog, echo}) {
  if (await portAnswers(port)) throw new Error(`${HOST}:${port}: Address already in use`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scb-nginx-'));
  let errorLog = '';
  let child;
  const cleanUp = () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    fs.rmSync(dir, {recursive: true, force: true});
  };
  process.once('exit', cleanUp);
  try {
    writeConfig(dir, {buildDir: path.resolve(buildDir), port, accessLog});
    child = spawn(binary, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', echo ? 'inherit' : 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk) => {
      errorLog += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    const url = `http://${HOST}:${port}`;
    await waitUntilServing(`${url}/`, child);
    return {
      url,
      port,
      process: child,
      exited,
      /** What nginx wrote to its error log so far. */
      log: () => errorLog,
      /** Fast shutdown (SIGTERM), then the temporary folder goes; resolves to nginx's exit code. */
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const code = await exited;
        process.off('exit', cleanUp);
        cleanUp();
        return code;
      },
    };
  } catch (error) {
    process.off('exit', cleanUp);
    cleanUp();
    if (errorLog) error.message += `\n${errorLog.trim()}`;
    throw error;
  }
}

/**
 * Starts nginx for the build folder and resolves once it answers.
 * @param {{buildDir: string, port?: number, accessLog?: boolean, echo?: boolean}} options
 *   port: a free loopback port is picked when omitted (and picked again should another process
 *   take it first); accessLog: log requests to stdout; echo: pass nginx's output through.
 */
export async function startNginx({buildDir, port, accessLog = false, echo = true}) {
  const binary = nginxBinary();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnPort({binary, buildDir, port: port ?? (await freePort()), accessLog, echo});
    } catch (error) {
      const portTaken = /Address already in use/.test(error.message);
      if (port !== undefined || !portTaken || attempt === 3) throw error;
    }
  }
}
