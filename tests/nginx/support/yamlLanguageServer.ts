// A language client of the fewest parts that drives the npm package yaml-language-server (the YAML
// support of VS Code, Neovim, Helix and others) over stdio, as an editor does: the Language Server
// Protocol's framing (a Content-Length header, then a JSON-RPC message), the handshake, the
// settings the server asks for, and one document opened at a time or many, each answered with
// the diagnostics the server publishes for it.
import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import {createRequire} from 'node:module';

type Position = {line: number; character: number};
export type Diagnostic = {range: {start: Position; end: Position}; message: string; severity?: number; source?: string};

type Message = {id?: number | string; method?: string; params?: unknown; result?: unknown; error?: {message: string}};
type PublishDiagnostics = {uri: string; diagnostics: Diagnostic[]};

/** The settings an editor would hold: validation on, no schema associations, nothing fetched but the modelines' schemas. */
const SETTINGS: Record<string, unknown> = {
  yaml: {
    validate: true,
    schemas: {},
    schemaStore: {enable: false},
    kubernetesCRDStore: {enable: false},
    hover: false,
    completion: false,
    format: {enable: false},
  },
  // The server fetches http:// and https:// schemas itself (request-light), with these settings.
  http: {proxy: '', proxyStrictSSL: false},
  '[yaml]': {},
  editor: {},
};

const serverBin = createRequire(__filename).resolve('yaml-language-server/bin/yaml-language-server');

export class YamlLanguageServer {
  private readonly process: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, {resolve: (result: unknown) => void; reject: (error: Error) => void}>();
  private readonly published = new Map<string, (diagnostics: Diagnostic[]) => void>();
  private configured!: () => void;
  private readonly configuration = new Promise<void>((resolve) => (this.configured = resolve));
  /** What the server wrote to stderr, for a failure message. */
  log = '';

  private constructor() {
    this.process = spawn(process.execPath, [serverBin, '--stdio'], {stdio: ['pipe', 'pipe', 'pipe']});
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.process.stderr.on('data', (chunk: Buffer) => (this.log += chunk.toString('utf8')));
  }

  /** Starts the server and completes the handshake and the settings. */
  static async start(): Promise<YamlLanguageServer> {
    const server = new YamlLanguageServer();
    await server.request('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: {workspace: {configuration: true}, textDocument: {publishDiagnostics: {}}},
    });
    server.notify('initialized', {});
    // The server answers a change of settings by asking for them (workspace/configuration).
    server.notify('workspace/didChangeConfiguration', {settings: SETTINGS});
    await server.configuration;
    return server;
  }

  /** Opens a YAML document and resolves with the first diagnostics the server publishes for it. */
  open(uri: string, text: string): Promise<Diagnostic[]> {
    const diagnostics = new Promise<Diagnostic[]>((resolve) => this.published.set(uri, resolve));
    this.notify('textDocument/didOpen', {textDocument: {uri, languageId: 'yaml', version: 1, text}});
    return diagnostics.finally(() => this.notify('textDocument/didClose', {textDocument: {uri}}));
  }

  async stop(): Promise<void> {
    await this.request('shutdown', null);
    this.notify('exit', null);
    await new Promise((resolve) => (this.process.exitCode === null ? this.process.once('exit', resolve) : resolve(null)));
  }

  private send(message: Message): void {
    const body = Buffer.from(JSON.stringify({jsonrpc: '2.0', ...message}), 'utf8');
    this.process.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  private notify(method: string, params: unknown): void {
    this.send({method, params});
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.send({id, method, params});
    });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method === undefined) {
      const call = this.pending.get(Number(message.id));
      this.pending.delete(Number(message.id));
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.id !== undefined) {
      // A request of the server: the settings it asks for, or null (registrations, progress).
      const result = message.method === 'workspace/configuration' ? (message.params as {items: {section: string}[]}).items.map((item) => SETTINGS[item.section] ?? null) : null;
      this.send({id: message.id, result});
      if (message.method === 'workspace/configuration') setImmediate(() => this.configured());
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const {uri, diagnostics} = message.params as PublishDiagnostics;
      this.published.get(uri)?.(diagnostics);
      this.published.delete(uri);
    }
  }
}
