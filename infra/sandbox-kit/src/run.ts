/** Anything that runs until closed. */
export interface Closable {
  close(): Promise<void>;
}

/** What `runSandbox` needs to run a sandbox as a program. */
export interface SandboxProgram<S extends Closable> {
  /** How the shutdown line names it: `<name>: SIGTERM, closing`. */
  name: string;
  /** Starts it (from the configuration read from the environment). */
  start: () => Promise<S>;
  /** The one line written once it listens (its URLs), without the newline. */
  banner: (sandbox: S) => string;
}

/**
 * The body of a sandbox's `main.ts`: starts it, writes its banner line to stdout, and on the
 * first SIGTERM or SIGINT writes `<name>: <signal>, closing`, closes it and exits 0 (1, with the
 * error on stderr, when closing failed). A failed start rejects (and so ends the program).
 */
export async function runSandbox<S extends Closable>(program: SandboxProgram<S>): Promise<S> {
  const sandbox = await program.start();
  process.stdout.write(`${program.banner(sandbox)}\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${program.name}: ${signal}, closing\n`);
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return sandbox;
}
