/**
 * A reply that is already JSON text (PostgreSQL's `json_agg`, say): the RPC server sends it as
 * is, and the gateway can pass the bytes to the browser without parsing them again. `T` is the
 * type the text stands for, so that a handler answering it still matches its call definition.
 */
export class RawJson<T = unknown> {
  /** Type-only. */
  declare readonly value?: T;
  constructor(readonly json: string) {}
}
