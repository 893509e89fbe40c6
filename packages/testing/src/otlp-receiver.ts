import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as an OTLP/HTTP JSON export carries it, with its service's name. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer */
  kind: number;
  status?: { code?: number; message?: string };
  attributes: Record<string, unknown>;
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type KeyValue = { key: string; value: AnyValue };
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & {
        attributes?: KeyValue[];
      })[];
    }[];
  }[];
}

const plain = (v: AnyValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
const attributes = (kvs: KeyValue[] = []) =>
  Object.fromEntries(kvs.map((kv) => [kv.key, plain(kv.value)]));

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

/**
 * A real OTLP/HTTP trace receiver (JSON encoding, `POST /v1/traces`) for tests: the shop's
 * processes export to it exactly as they would to an OpenTelemetry Collector.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/traces') {
      res.writeHead(404).end();
      return;
    }
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      res.writeHead(415).end('only the JSON encoding is supported');
      return;
    }
    body(req).then(
      (buf) => {
        const request = JSON.parse(buf.toString('utf8')) as ExportRequest;
        for (const rs of request.resourceSpans ?? []) {
          const service = String(attributes(rs.resource?.attributes)['service.name']);
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({ ...s, service, attributes: attributes(s.attributes) });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => res.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** the value for `OTEL_EXPORTER_OTLP_ENDPOINT` */
    url: `http://127.0.0.1:${port}`,
    spans,
    /** The spans of one trace received so far. */
    trace: (traceId: string) => spans.filter((s) => s.traceId === traceId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
