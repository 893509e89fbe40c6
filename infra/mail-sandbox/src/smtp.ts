import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import {
  SMTPServer,
  type SMTPServerAuthentication,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from 'smtp-server';
import type { SmtpFaults } from './faults.js';
import type { Envelope } from './parse.js';

/** Largest message accepted (advertised with `SIZE`); bigger ones get `552`. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** How long open sessions may finish when the port closes, before they get `421`. */
const CLOSE_GRACE_MS = 100;

/** What the SMTP side needs from the sandbox. */
export interface SmtpOptions {
  host: string;
  /** 0 picks a free port on the first start; later starts reuse the port found. */
  port: number;
  /** Required credentials; absent: authentication optional, any credentials accepted. */
  credentials?: { user: string; password: string };
  faults: SmtpFaults;
  /** Largest message accepted; `MAX_MESSAGE_BYTES` when absent. */
  maxMessageBytes?: number;
  /** Keeps an accepted message; a rejection answers the client `554`. */
  accept(raw: Buffer, envelope: Envelope): Promise<void>;
  /** Where unexpected server and connection errors go. */
  warn(message: string): void;
}

/** An SMTP error reply: `responseCode` is the reply code, the message its text. */
function reply(responseCode: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode });
}

/**
 * The SMTP port, which can be closed (connections refused) and opened again on the same port,
 * for the `down` fault. Each opening is a fresh `SMTPServer`; start and stop are serialized.
 */
export class SmtpListener {
  private server: SMTPServer | undefined;
  private port: number;
  private queue: Promise<void> = Promise.resolve();
  private readonly closing = new AbortController();

  constructor(private readonly options: SmtpOptions) {
    this.port = options.port;
  }

  private get maxBytes(): number {
    return this.options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  }

  /** The port in use (the one found when `port` was 0, once started). */
  get boundPort(): number {
    return this.port;
  }

  /** Whether the port accepts connections. */
  get listening(): boolean {
    return this.server !== undefined;
  }

  /** Opens the port (on the same port as before after a stop); nothing if open already. */
  start(): Promise<void> {
    return this.serialized(async () => {
      if (this.server || this.closing.signal.aborted) return;
      const server = this.create();
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(this.port, this.options.host, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
      this.port = (server.server.address() as AddressInfo).port;
      this.server = server;
    });
  }

  /**
   * Closes the port: new connections are refused at once; open sessions get a moment to
   * finish, then `421` and the connection closed. Nothing if closed already.
   */
  stop(): Promise<void> {
    return this.serialized(async () => {
      const server = this.server;
      if (!server) return;
      this.server = undefined;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }

  /** Stops for good: injected latency is cut short, the port closed, `start` a no-op. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.stop();
  }

  private serialized(step: () => Promise<void>): Promise<void> {
    const run = this.queue.then(step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private create(): SMTPServer {
    const { credentials, faults } = this.options;
    const server = new SMTPServer({
      banner: 'Arogya mail sandbox (development only)',
      disabledCommands: ['STARTTLS'],
      authOptional: credentials === undefined,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      size: this.maxBytes,
      closeTimeout: CLOSE_GRACE_MS,
      logger: false,
      onAuth: (auth, _session, callback) => callback(...this.authenticate(auth)),
      onMailFrom: (_address, _session, callback) => {
        if (faults.takeTempfail()) {
          return callback(reply(451, '4.3.0 Temporary failure (sandbox fault)'));
        }
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (faults.rejects(address.address)) {
          return callback(reply(550, '5.1.1 Mailbox unavailable'));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(null, 'OK: message accepted by the sandbox'),
          (err: Error) => callback(err),
        );
      },
    });
    server.on('error', (err: Error) => this.options.warn(`SMTP: ${err.message}`));
    return server;
  }

  private authenticate(
    auth: SMTPServerAuthentication,
  ): [Error | null, { user: string | undefined }?] {
    const { credentials } = this.options;
    if (!credentials) return [null, { user: auth.username }];
    if (auth.username === credentials.user && auth.password === credentials.password) {
      return [null, { user: auth.username }];
    }
    return [reply(535, '5.7.8 Authentication credentials invalid')];
  }

  /** Reads the message, waits out any latency fault, then keeps it. */
  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes <= this.maxBytes) chunks.push(chunk); // past the limit: read, not kept
    }
    if (bytes > this.maxBytes || stream.sizeExceeded) {
      throw reply(552, `5.3.4 Message larger than ${this.maxBytes} bytes`);
    }
    const latency = this.options.faults.latencyMs;
    if (latency > 0) {
      try {
        await sleep(latency, undefined, { signal: this.closing.signal });
      } catch {
        throw reply(421, '4.3.2 The sandbox is shutting down');
      }
    }
    const mailFrom = session.envelope.mailFrom;
    const envelope: Envelope = {
      from: mailFrom && mailFrom.address !== '' ? mailFrom.address : null,
      to: session.envelope.rcptTo.map((r) => r.address),
    };
    try {
      await this.options.accept(Buffer.concat(chunks), envelope);
    } catch (err) {
      this.options.warn(`SMTP: could not keep a message: ${(err as Error).message}`);
      throw reply(554, '5.6.0 The sandbox could not parse the message');
    }
  }
}
