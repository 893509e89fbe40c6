/**
 * A reply that is already JSON text (PostgreSQL's `json_agg`, say): the RPC server sends it as
 * is, and the gateway can pass the bytes to the browser without parsing them again.
 */
export class RawJson {
  constructor(readonly json: string) {}
}
