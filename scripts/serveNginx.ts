// `npm run serve:nginx -- [--port 8080] [--access-log] [--prepare]`: serves the build folder
// ($BUILD_DIR, else build/) with the production nginx configuration on 127.0.0.1, in the
// foreground, until SIGTERM or Ctrl-C. The nginx includes are always generated for the build
// being served; --prepare first writes what the postbuild step writes (_headers, _redirects and the
// .gz and .br copies), for a build made without it. The nginx test suites start it this way.
import {parseArgs} from 'node:util';
import {buildFolder} from '../lib/root';
import {startNginx, type NginxServer} from '../deploy/nginxServer';
import {prepareBuild} from '../deploy/servingFiles';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {port: {type: 'string'}, 'access-log': {type: 'boolean', default: false}, prepare: {type: 'boolean', default: false}},
  });
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    console.error(`--port must be a port number, not "${values.port}"`);
    process.exit(2);
  }

  const buildDir = buildFolder();
  if (values.prepare) {
    const {facts, precompressed} = await prepareBuild(buildDir);
    console.log(`prepared ${buildDir}: _headers, _redirects (${facts.pageRoutes.length} pages), ${precompressed.files} .gz and .br copies`);
  }
  let server: NginxServer;
  try {
    server = await startNginx({buildDir, port, accessLog: values['access-log']});
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`nginx serves ${buildDir} at ${server.url}/ (pid ${server.process.pid}); stop with Ctrl-C or SIGTERM`);

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void server.stop().then((code) => process.exit(code === 0 ? 0 : 1));
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
