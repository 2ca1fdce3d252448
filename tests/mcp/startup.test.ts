import {spawnSync} from 'node:child_process';
import {expect, it} from 'vitest';
import {repoRoot} from '../../lib/root';

// What the server says when it cannot start as asked: on stderr, with exit code 2, and nothing on
// stdout, which an assistant reads as the protocol.
for (const [args, message] of [
  [['--dir', '/nonexistent/build'], /^mcp: there is no build at \/nonexistent\/build: run npm run build/],
  [['--site', 'www.securecodebox.io'], /^mcp: --site needs the site's URL/],
  [['--dir', 'build', '--site', 'https://www.securecodebox.io'], /^mcp: give --dir or --site, not both\nusage: /],
  [['--port', '8080'], /^mcp: Unknown option '--port'/],
] as const) {
  it(`mcp ${args.join(' ')} does not start, and says why`, () => {
    const run = spawnSync('npm', ['run', '--silent', 'mcp', '--', ...args], {cwd: repoRoot, encoding: 'utf8', input: ''});
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  }, 60_000);
}
