import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';

export { SpanKind, SpanStatusCode, type Span };

/** W3C trace-context header (`00-<trace id>-<span id>-<flags>`), on HTTP and NATS alike. */
const TRACEPARENT_HEADER = 'traceparent';

/** NATS message headers, as far as propagation needs them. */
interface HeaderCarrier {
  get(key: string): string;
  set(key: string, value: string): void;
  keys(): string[];
}

const natsGetter: TextMapGetter<HeaderCarrier | undefined> = {
  get: (carrier, key) => carrier?.get(key) || undefined,
  keys: (carrier) => carrier?.keys() ?? [],
};
const natsSetter: TextMapSetter<HeaderCarrier> = {
  set: (carrier, key, value) => carrier.set(key, value),
};

let provider: BasicTracerProvider | undefined;
let installed = false;

/**
 * The tracer provider of a process named `service`, sending spans to `processor`. Its
 * resource is `service.name` (`OTEL_SERVICE_NAME` wins over `service`), `service.namespace`
 * and the environment, overridden by `OTEL_RESOURCE_ATTRIBUTES` (`key=value,…`, e.g. the pod
 * and node names in Kubernetes). Its sampler is the SDK's reading of the standard
 * `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG` (`parentbased_traceidratio` with `0.1`
 * keeps a tenth of the traces that start here and follows the caller's decision otherwise);
 * unset, every trace is kept (`parentbased_always_on`).
 */
export function createTracerProvider(
  service: string,
  processor: SpanProcessor,
): BasicTracerProvider {
  const resource = resourceFromAttributes({
    'service.name': service,
    'service.namespace': 'arogya',
    'deployment.environment.name': process.env.NODE_ENV ?? 'development',
  }).merge(detectResources({ detectors: [envDetector] }));
  return new BasicTracerProvider({ resource, spanProcessors: [processor] });
}

/**
 * Sets up tracing for this process, once. Trace context is always carried (HTTP `traceparent`,
 * NATS headers, the outbox) so that one trace runs through every service; spans are recorded
 * and exported by OTLP/HTTP only when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set and `OTEL_SDK_DISABLED` is not `true`. The
 * exporter reads the standard `OTEL_EXPORTER_OTLP_*` and `OTEL_BSP_*` variables itself;
 * resource and sampling: `createTracerProvider`.
 */
export function initTracing(service: string): void {
  if (installed) return;
  installed = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const env = process.env;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true') return;
  provider = createTracerProvider(service, new BatchSpanProcessor(new OTLPTraceExporter()));
  trace.setGlobalTracerProvider(provider);
}

/** Sends the spans still buffered; called when the process stops. */
export async function shutdownTracing(): Promise<void> {
  await provider?.shutdown().catch(() => undefined);
}

const tracer = () => trace.getTracer('@arogya/platform');

/**
 * Runs `fn` inside a new span (a child of `parent`, by default the active context) and ends
 * it when `fn` settles; a thrown error marks the span as failed and is rethrown.
 */
export async function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    failSpan(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/** Starts a span without making it active: for work whose end is seen elsewhere (HTTP). */
export function startSpan(
  name: string,
  options: { kind: SpanKind; attributes?: Attributes; parent?: Context },
): Span {
  return tracer().startSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    options.parent ?? context.active(),
  );
}

/** Marks a span as failed with `err`'s message. */
export function failSpan(span: Span, err: unknown): void {
  if (err instanceof Error) span.recordException(err);
  span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
}

/** Runs `fn` with `span` as the active span below `parent`. */
export function withActiveSpan<T>(parent: Context, span: Span, fn: () => T): T {
  return context.with(trace.setSpan(parent, span), fn);
}

/** The trace context carried by incoming HTTP headers (or none). */
export function contextFromHttpHeaders(headers: Record<string, unknown>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** The trace context carried by NATS message headers (or none). */
export function contextFromNatsHeaders(headers: HeaderCarrier | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, headers, natsGetter);
}

/** Writes the active trace context into NATS message headers. */
export function injectIntoNatsHeaders(headers: HeaderCarrier, ctx = context.active()): void {
  propagation.inject(ctx, headers, natsSetter);
}

/** The active trace context as a `traceparent` value, to store beside an outbox event. */
export function currentTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER] ?? null;
}

/** The trace context a stored `traceparent` stands for (or none). */
export function contextFromTraceparent(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceparent });
}

/** The id of the active trace, if any: logged and returned to HTTP callers as `x-trace-id`. */
export function currentTraceId(ctx = context.active()): string | undefined {
  const sc = trace.getSpanContext(ctx);
  return sc && trace.isSpanContextValid(sc) ? sc.traceId : undefined;
}
