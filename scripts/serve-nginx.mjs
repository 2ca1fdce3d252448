#!/usr/bin/env node
// `npm run serve:nginx -- --port 8080 [--access-log]`: serves the build folder ($BUILD_DIR, else
// build/) with the production nginx configuration on 127.0.0.1, in the foreground, until SIGTERM
// or Ctrl-C. Run `npm run serving-files` first if the static-host files should be there too; the nginx
// headers themselves are always generated for the build being served.
import {parseArgs} from 'node:util';
import {defaultBuildDir} from './write-serving-files.mjs';
import {startNginx} from './nginx-server.mjs';

const {values} = parseArgs({options: {port: {type: 'string'}, 'access-log': {type: 'boolean', default: false}}});
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const buildDir = defaultBuildDir();
let server;
try {
  server = await startNginx({buildDir, port, accessLog: values['access-log']});
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`nginx serves ${buildDir} at ${server.url}/ (pid ${server.process.pid}); stop with Ctrl-C or SIGTERM`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  });
}
// `npm run` starts this script through sh, which dies of SIGTERM without passing it on: a new
// parent process means that whoever started us has gone, so stop as if signalled.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.emit('SIGTERM'), 500).unref();

// nginx stopping by itself (killed, crashed) ends the command with its exit code.
const code = await server.exited;
if (!stopping) {
  await server.stop();
  console.error(`nginx exited with code ${code}`);
  process.exit(code || 1);
}
