/**
 * Vendored schemas of the edge's custom resources (issue 18): Gateway API's `Gateway` and
 * `HTTPRoute` (gateway.networking.k8s.io/v1, the standard channel), and the Envoy Gateway
 * policies the shop attaches to them (gateway.envoyproxy.io/v1alpha1: `SecurityPolicy` for the
 * admin allow-list, `BackendTrafficPolicy` for edge rate limits, `ClientTrafficPolicy` for
 * client address detection and timeouts). Written from the projects' API types; the fields the
 * shop sets are checked in depth, misspelt ones are errors.
 */
import { resource } from './crds.js';
import type { Schema } from './schema.js';
import { any, anyObject, integer, listOf, object, oneOf, string } from './schema-parts.js';

const parentRef = object(
  {
    group: string,
    kind: string,
    namespace: string,
    name: string,
    sectionName: string,
    port: integer,
  },
  ['name'],
);

const backendRef = object(
  {
    group: string,
    kind: string,
    name: string,
    namespace: string,
    port: { type: 'integer', minimum: 1 },
    weight: integer,
    filters: listOf(anyObject),
  },
  ['name'],
);

const httpRouteMatch = object({
  path: object({ type: oneOf('Exact', 'PathPrefix', 'RegularExpression'), value: string }),
  headers: listOf(anyObject),
  queryParams: listOf(anyObject),
  method: string,
});

const httpRouteFilter = object(
  {
    type: oneOf(
      'RequestHeaderModifier',
      'ResponseHeaderModifier',
      'RequestMirror',
      'RequestRedirect',
      'URLRewrite',
      'ExtensionRef',
      'CORS',
    ),
    requestRedirect: object({
      scheme: oneOf('http', 'https'),
      hostname: string,
      path: anyObject,
      port: integer,
      statusCode: integer,
    }),
    requestHeaderModifier: anyObject,
    responseHeaderModifier: anyObject,
    requestMirror: anyObject,
    urlRewrite: anyObject,
    extensionRef: anyObject,
    cors: anyObject,
  },
  ['type'],
);

const httpRouteSpec = object({
  parentRefs: listOf(parentRef),
  hostnames: listOf(string),
  rules: listOf(
    object({
      name: string,
      matches: listOf(httpRouteMatch),
      filters: listOf(httpRouteFilter),
      backendRefs: listOf(backendRef),
      timeouts: object({ request: string, backendRequest: string }),
      retry: anyObject,
      sessionPersistence: anyObject,
    }),
  ),
});

const listener = object(
  {
    name: string,
    hostname: string,
    port: { type: 'integer', minimum: 1 },
    protocol: oneOf('HTTP', 'HTTPS', 'TLS', 'TCP', 'UDP'),
    tls: object({
      mode: oneOf('Terminate', 'Passthrough'),
      certificateRefs: listOf(
        object({ group: string, kind: string, name: string, namespace: string }, ['name']),
      ),
      options: anyObject,
    }),
    allowedRoutes: object({
      namespaces: object({ from: oneOf('All', 'Same', 'Selector'), selector: anyObject }),
      kinds: listOf(anyObject),
    }),
  },
  ['name', 'port', 'protocol'],
);

const gatewaySpec = object(
  {
    gatewayClassName: string,
    listeners: listOf(listener),
    addresses: listOf(anyObject),
    infrastructure: anyObject,
    backendTLS: anyObject,
  },
  ['gatewayClassName', 'listeners'],
);

/** A policy's target: a Gateway or an HTTPRoute of this namespace, by name. */
const targetRefs = listOf(
  object(
    {
      group: oneOf('gateway.networking.k8s.io'),
      kind: oneOf('Gateway', 'HTTPRoute'),
      name: string,
      sectionName: string,
    },
    ['group', 'kind', 'name'],
  ),
);

const securityPolicySpec = object({
  targetRefs,
  targetSelectors: listOf(anyObject),
  authorization: object({
    defaultAction: oneOf('Allow', 'Deny'),
    rules: listOf(
      object(
        {
          name: string,
          action: oneOf('Allow', 'Deny'),
          principal: object({
            clientCIDRs: listOf(string),
            jwt: anyObject,
            headers: listOf(anyObject),
          }),
          operation: anyObject,
        },
        ['action', 'principal'],
      ),
    ),
  }),
  cors: anyObject,
  basicAuth: anyObject,
  apiKeyAuth: anyObject,
  jwt: anyObject,
  oidc: anyObject,
  extAuth: anyObject,
});

const rateLimitRule = object(
  {
    clientSelectors: listOf(anyObject),
    limit: object(
      { requests: { type: 'integer', minimum: 1 }, unit: oneOf('Second', 'Minute', 'Hour', 'Day') },
      ['requests', 'unit'],
    ),
    cost: anyObject,
    shared: { type: 'boolean' },
  },
  ['limit'],
);

const backendTrafficPolicySpec = object({
  targetRefs,
  targetSelectors: listOf(anyObject),
  rateLimit: object({
    type: oneOf('Local', 'Global'),
    local: object({ rules: listOf(rateLimitRule) }),
    global: object({ rules: listOf(rateLimitRule) }),
  }),
  timeout: anyObject,
  retry: anyObject,
  circuitBreaker: anyObject,
  healthCheck: anyObject,
  loadBalancer: anyObject,
  connection: anyObject,
  compression: listOf(anyObject),
  requestBuffer: anyObject,
});

const clientTrafficPolicySpec = object({
  targetRefs,
  targetSelectors: listOf(anyObject),
  clientIPDetection: object({
    xForwardedFor: object({ numTrustedHops: integer, trustedCIDRs: listOf(string) }),
    customHeader: anyObject,
  }),
  enableProxyProtocol: { type: 'boolean' },
  proxyProtocol: anyObject,
  timeout: object({
    http: object({ requestReceivedTimeout: string, idleTimeout: string }),
    tcp: anyObject,
  }),
  connection: object({
    bufferLimit: { type: 'quantity' },
    connectionLimit: anyObject,
    socketBufferLimit: any,
  }),
  headers: anyObject,
  tls: anyObject,
  http1: anyObject,
  http2: anyObject,
  http3: anyObject,
  healthCheck: anyObject,
  path: anyObject,
  tcpKeepalive: anyObject,
});

/** The edge's schemas by `apiVersion/kind`. */
export const GATEWAY_RESOURCES: Readonly<Record<string, Schema>> = {
  'gateway.networking.k8s.io/v1/Gateway': resource(
    'gateway.networking.k8s.io/v1',
    'Gateway',
    gatewaySpec,
  ),
  'gateway.networking.k8s.io/v1/HTTPRoute': resource(
    'gateway.networking.k8s.io/v1',
    'HTTPRoute',
    httpRouteSpec,
  ),
  'gateway.envoyproxy.io/v1alpha1/SecurityPolicy': resource(
    'gateway.envoyproxy.io/v1alpha1',
    'SecurityPolicy',
    securityPolicySpec,
  ),
  'gateway.envoyproxy.io/v1alpha1/BackendTrafficPolicy': resource(
    'gateway.envoyproxy.io/v1alpha1',
    'BackendTrafficPolicy',
    backendTrafficPolicySpec,
  ),
  'gateway.envoyproxy.io/v1alpha1/ClientTrafficPolicy': resource(
    'gateway.envoyproxy.io/v1alpha1',
    'ClientTrafficPolicy',
    clientTrafficPolicySpec,
  ),
};
