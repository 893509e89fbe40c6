import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { createTracerProvider } from '../src/index.js';

const VARS = [
  'OTEL_SERVICE_NAME',
  'OTEL_RESOURCE_ATTRIBUTES',
  'OTEL_TRACES_SAMPLER',
  'OTEL_TRACES_SAMPLER_ARG',
] as const;
const saved = Object.fromEntries(VARS.map((k) => [k, process.env[k]]));

/** A provider built under `env` (only for the call), and the spans it exported. */
function tracerWith(env: Partial<Record<(typeof VARS)[number], string>>) {
  for (const k of VARS) delete process.env[k];
  Object.assign(process.env, env);
  const exporter = new InMemorySpanExporter();
  const provider = createTracerProvider('checkout', new SimpleSpanProcessor(exporter));
  for (const k of VARS) delete process.env[k];
  return { tracer: provider.getTracer('test'), spans: () => exporter.getFinishedSpans() };
}

/** Starts and ends `n` root spans. */
function roots(tracer: ReturnType<typeof tracerWith>['tracer'], n: number) {
  for (let i = 0; i < n; i++) tracer.startSpan(`root ${i}`).end();
}

/** A context whose remote parent was sampled (or not) by the caller. */
const remoteParent = (sampled: boolean) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });

afterEach(() => {
  for (const k of VARS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('trace resource', () => {
  it('honours OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES over the defaults', () => {
    const { tracer, spans } = tracerWith({
      OTEL_SERVICE_NAME: 'checkout-canary',
      OTEL_RESOURCE_ATTRIBUTES:
        'k8s.pod.name=checkout-7d9f-abc,k8s.namespace.name=shop,service.namespace=arogya-eu',
    });
    roots(tracer, 1);
    const attributes = spans()[0]!.resource.attributes;
    assert.equal(attributes['service.name'], 'checkout-canary');
    assert.equal(attributes['k8s.pod.name'], 'checkout-7d9f-abc');
    assert.equal(attributes['k8s.namespace.name'], 'shop');
    assert.equal(attributes['service.namespace'], 'arogya-eu');
  });

  it('names the service after the process when OTEL_SERVICE_NAME is unset', () => {
    const { tracer, spans } = tracerWith({});
    roots(tracer, 1);
    const attributes = spans()[0]!.resource.attributes;
    assert.equal(attributes['service.name'], 'checkout');
    assert.equal(attributes['service.namespace'], 'arogya');
  });
});

describe('trace sampling (OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG)', () => {
  it('keeps every trace when unset (local default)', () => {
    const { tracer, spans } = tracerWith({});
    roots(tracer, 50);
    assert.equal(spans().length, 50);
  });

  it('keeps about the given ratio of the traces that start here', () => {
    const { tracer, spans } = tracerWith({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
    });
    roots(tracer, 4000);
    const kept = spans().length;
    assert.ok(kept > 280 && kept < 520, `kept ${kept} of 4000 at ratio 0.1`);
  });

  it("follows the caller's decision for a trace that started elsewhere", () => {
    const { tracer, spans } = tracerWith({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0',
    });
    roots(tracer, 20);
    assert.equal(spans().length, 0, 'ratio 0: no trace starts here');
    tracer.startSpan('from a sampled caller', {}, remoteParent(true)).end();
    tracer.startSpan('from an unsampled caller', {}, remoteParent(false)).end();
    assert.deepEqual(
      spans().map((s) => s.name),
      ['from a sampled caller'],
    );
  });
});
