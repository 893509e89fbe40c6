/**
 * Vendored schemas of the custom resources that keep the shop's data: CloudNativePG's
 * `Database`, `Pooler` and `ScheduledBackup` (postgresql.cnpg.io/v1, api/v1/*_types.go), the
 * Barman Cloud plugin's `ObjectStore` (barmancloud.cnpg.io/v1) and cert-manager's `Issuer` and
 * `Certificate` (cert-manager.io/v1). As in ./crds.ts, every spec field the projects know is
 * listed, so a misspelt one is an error; the fields the shop sets are checked in depth.
 */
import { PodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import { ResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import type { Schema } from './schema.js';
import {
  any,
  anyObject,
  boolean,
  integer,
  listOf,
  m,
  object,
  oneOf,
  string,
  stringMap,
} from './schema-parts.js';

const localObjectReference = object({ name: string }, ['name']);
const secretKeySelector = object({ name: string, key: string }, ['name', 'key']);

const objectMeta: Schema = {
  type: 'object',
  properties: { name: string, namespace: string, labels: stringMap, annotations: stringMap },
  required: ['name'],
  additionalProperties: true,
};

function resource(apiVersion: string, kind: string, spec: Schema): Schema {
  return object(
    { apiVersion: oneOf(apiVersion), kind: oneOf(kind), metadata: objectMeta, spec, status: any },
    ['apiVersion', 'kind', 'metadata', 'spec'],
  );
}

// ---- CloudNativePG -----------------------------------------------------------------------

/** api/v1/database_types.go: a database of a Cluster, made and kept by the operator. */
const databaseSpec = object(
  {
    cluster: localObjectReference,
    ensure: oneOf('present', 'absent'),
    name: string,
    owner: string,
    template: string,
    encoding: string,
    locale: string,
    localeProvider: string,
    lcCollate: string,
    lcCtype: string,
    icuLocale: string,
    icuRules: string,
    builtinLocale: string,
    collationVersion: string,
    isTemplate: boolean,
    allowConnections: boolean,
    connectionLimit: integer,
    tablespace: string,
    databaseReclaimPolicy: oneOf('retain', 'delete'),
    schemas: listOf(anyObject),
    extensions: listOf(anyObject),
    fdws: listOf(anyObject),
  },
  ['cluster', 'name', 'owner'],
);

/** api/v1/pooler_types.go: PgBouncer in front of a Cluster. */
const poolerSpec = object(
  {
    cluster: localObjectReference,
    type: oneOf('rw', 'ro', 'r'),
    instances: { type: 'integer', minimum: 0 },
    template: m(PodTemplateSpec),
    pgbouncer: object(
      {
        poolMode: oneOf('session', 'transaction'),
        authQuerySecret: localObjectReference,
        authQuery: string,
        // PgBouncer settings are strings, like PostgreSQL's: default_pool_size: '40'
        parameters: stringMap,
        pg_hba: listOf(string),
        paused: boolean,
      },
      ['poolMode'],
    ),
    deploymentStrategy: anyObject,
    monitoring: anyObject,
    serviceTemplate: anyObject,
  },
  ['cluster', 'pgbouncer'],
);

/** api/v1/scheduledbackup_types.go: a base backup on a six-field cron schedule. */
const scheduledBackupSpec = object(
  {
    suspend: boolean,
    immediate: boolean,
    schedule: string,
    cluster: localObjectReference,
    backupOwnerReference: oneOf('none', 'self', 'cluster'),
    target: oneOf('primary', 'prefer-standby'),
    method: oneOf('barmanObjectStore', 'volumeSnapshot', 'plugin'),
    pluginConfiguration: object({ name: string, parameters: stringMap }, ['name']),
    online: boolean,
    onlineConfiguration: anyObject,
  },
  ['schedule', 'cluster'],
);

// ---- Barman Cloud plugin -----------------------------------------------------------------

/** The plugin's ObjectStore: where WAL and base backups go (barman-cloud's S3 settings). */
const objectStoreSpec = object(
  {
    retentionPolicy: string,
    instanceSidecarConfiguration: object({
      env: listOf(anyObject),
      resources: m(ResourceRequirements),
      retentionPolicyIntervalSeconds: integer,
    }),
    configuration: object(
      {
        destinationPath: string,
        endpointURL: string,
        endpointCA: secretKeySelector,
        serverName: string,
        s3Credentials: object({
          accessKeyId: secretKeySelector,
          secretAccessKey: secretKeySelector,
          region: secretKeySelector,
          sessionToken: secretKeySelector,
          inheritFromIAMRole: boolean,
        }),
        azureCredentials: anyObject,
        googleCredentials: anyObject,
        wal: object({
          compression: oneOf('gzip', 'bzip2', 'snappy', 'lz4', 'xz', 'zstd'),
          encryption: string,
          maxParallel: { type: 'integer', minimum: 1 },
          archiveAdditionalCommandArgs: listOf(string),
          restoreAdditionalCommandArgs: listOf(string),
        }),
        data: object({
          compression: oneOf('gzip', 'bzip2', 'snappy', 'lz4', 'xz', 'zstd'),
          encryption: string,
          jobs: { type: 'integer', minimum: 1 },
          immediateCheckpoint: boolean,
          additionalCommandArgs: listOf(string),
        }),
        tags: stringMap,
        historyTags: stringMap,
      },
      ['destinationPath'],
    ),
  },
  ['configuration'],
);

// ---- cert-manager ------------------------------------------------------------------------

const issuerSpec = object({
  selfSigned: object({ crlDistributionPoints: listOf(string) }),
  ca: object({ secretName: string, crlDistributionPoints: listOf(string) }, ['secretName']),
  acme: anyObject,
  vault: anyObject,
  venafi: anyObject,
});

const certificateSpec = object(
  {
    secretName: string,
    issuerRef: object({ name: string, kind: string, group: string }, ['name']),
    commonName: string,
    dnsNames: listOf(string),
    ipAddresses: listOf(string),
    uris: listOf(string),
    emailAddresses: listOf(string),
    isCA: boolean,
    duration: string,
    renewBefore: string,
    usages: listOf(string),
    privateKey: object({
      algorithm: oneOf('RSA', 'ECDSA', 'Ed25519'),
      size: integer,
      encoding: oneOf('PKCS1', 'PKCS8'),
      rotationPolicy: oneOf('Never', 'Always'),
    }),
    subject: anyObject,
    secretTemplate: anyObject,
    keystores: anyObject,
    revisionHistoryLimit: integer,
  },
  ['secretName', 'issuerRef'],
);

/** Schemas by `apiVersion/kind`, looked up beside ./crds.ts's by the validator. */
export const DATA_RESOURCES: Readonly<Record<string, Schema>> = {
  'postgresql.cnpg.io/v1/Database': resource('postgresql.cnpg.io/v1', 'Database', databaseSpec),
  'postgresql.cnpg.io/v1/Pooler': resource('postgresql.cnpg.io/v1', 'Pooler', poolerSpec),
  'postgresql.cnpg.io/v1/ScheduledBackup': resource(
    'postgresql.cnpg.io/v1',
    'ScheduledBackup',
    scheduledBackupSpec,
  ),
  'barmancloud.cnpg.io/v1/ObjectStore': resource(
    'barmancloud.cnpg.io/v1',
    'ObjectStore',
    objectStoreSpec,
  ),
  'cert-manager.io/v1/Issuer': resource('cert-manager.io/v1', 'Issuer', issuerSpec),
  'cert-manager.io/v1/Certificate': resource('cert-manager.io/v1', 'Certificate', certificateSpec),
};
