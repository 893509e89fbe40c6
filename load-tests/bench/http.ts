import http from 'node:http';

/** An HTTP answer. */
export interface Reply {
  status: number;
  /** The body as text, decoded on first use: the catalogue reads never decode theirs. */
  readonly body: string;
}

class LazyReply implements Reply {
  private text: string | undefined;
  constructor(
    readonly status: number,
    private readonly chunks: Buffer[],
  ) {}

  get body(): string {
    this.text ??= Buffer.concat(this.chunks).toString('utf8');
    return this.text;
  }
}

/** Options of one request: a JSON body and a bearer token. */
export interface RequestOptions {
  json?: unknown;
  token?: string;
  /** More request headers (e.g. `cache-control: no-cache`). */
  headers?: Record<string, string>;
}

/**
 * A keep-alive client for one origin, on `node:http` (no dependency, and cheaper per request
 * than `fetch`, which matters when the load generator shares two cores with the shop). Every
 * virtual user holds at most one request at a time, so the sockets are never the bottleneck.
 */
export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxFreeSockets: 1024 });
  private readonly host: string;
  private readonly port: number;

  constructor(
    readonly origin: string,
    private readonly timeoutMs = 10_000,
  ) {
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`Only http:// origins are supported: ${origin}`);
    this.host = url.hostname;
    this.port = Number(url.port || 80);
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string | number> = { ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET')
      headers['content-length'] = body === undefined ? 0 : Buffer.byteLength(body);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.host, port: this.port, method, path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(new LazyReply(res.statusCode ?? 0, chunks)));
          res.on('error', reject);
        },
      );
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(new Error(`timed out after ${this.timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  get(path: string, token?: string): Promise<Reply> {
    return this.request('GET', path, { token });
  }

  /** Closes the idle sockets. */
  close(): void {
    this.agent.destroy();
  }
}

/** The JSON body of `reply`. */
export const readJson = <T>(reply: Reply): T => JSON.parse(reply.body) as T;

/** The answer of `request` when its status is `status`; otherwise an error naming `what`. */
export async function expectStatus(
  request: Promise<Reply>,
  what: string,
  status = 200,
): Promise<Reply> {
  const reply = await request;
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${reply.body}`);
  return reply;
}
