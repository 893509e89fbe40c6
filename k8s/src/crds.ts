/**
 * Vendored schemas of the custom resources the manifests use, written from the operators' API
 * types: CloudNativePG's `Cluster` (postgresql.cnpg.io/v1, api/v1/cluster_types.go) and the
 * k6 operator's `TestRun` (k6.io/v1alpha1, api/v1alpha1/testrun_types.go). Every spec field
 * the operators know is listed, so a misspelt one is an error; the fields the shop sets are
 * checked in depth, the others only by name.
 */
import { Affinity } from 'kubernetes-models/v1/Affinity';
import { ContainerPort } from 'kubernetes-models/v1/ContainerPort';
import { EnvFromSource } from 'kubernetes-models/v1/EnvFromSource';
import { EnvVar } from 'kubernetes-models/v1/EnvVar';
import { PodSecurityContext } from 'kubernetes-models/v1/PodSecurityContext';
import { Probe } from 'kubernetes-models/v1/Probe';
import { ResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import { SecurityContext } from 'kubernetes-models/v1/SecurityContext';
import { Toleration } from 'kubernetes-models/v1/Toleration';
import { TopologySpreadConstraint } from 'kubernetes-models/v1/TopologySpreadConstraint';
import { Volume } from 'kubernetes-models/v1/Volume';
import { VolumeMount } from 'kubernetes-models/v1/VolumeMount';
import type { Schema } from './schema.js';
import {
  any,
  anyObject,
  boolean,
  integer,
  listOf,
  m,
  oneOf,
  quantity,
  string,
  stringMap,
} from './schema-parts.js';

const localObjectReference: Schema = {
  type: 'object',
  properties: { name: string },
  required: ['name'],
};

const objectMeta: Schema = {
  type: 'object',
  properties: {
    name: string,
    namespace: string,
    labels: stringMap,
    annotations: stringMap,
  },
  required: ['name'],
  additionalProperties: true,
};

/** The schema of a custom resource `kind` of `apiVersion` whose spec is `spec`. */
export function resource(apiVersion: string, kind: string, spec: Schema): Schema {
  return {
    type: 'object',
    properties: {
      apiVersion: oneOf(apiVersion),
      kind: oneOf(kind),
      metadata: objectMeta,
      spec,
      status: any,
    },
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
  };
}

// ---- CloudNativePG Cluster ---------------------------------------------------------------

const cnpgStorage: Schema = {
  type: 'object',
  properties: {
    storageClass: string,
    size: quantity,
    resizeInUseVolumes: boolean,
    pvcTemplate: anyObject,
  },
};

const cnpgSpec: Schema = {
  type: 'object',
  required: ['instances'],
  properties: {
    description: string,
    inheritedMetadata: anyObject,
    imageName: string,
    imageCatalogRef: anyObject,
    imagePullPolicy: oneOf('Always', 'Never', 'IfNotPresent'),
    schedulerName: string,
    postgresUID: integer,
    postgresGID: integer,
    instances: { type: 'integer', minimum: 1 },
    minSyncReplicas: { type: 'integer', minimum: 0 },
    maxSyncReplicas: { type: 'integer', minimum: 0 },
    postgresql: {
      type: 'object',
      properties: {
        // PostgreSQL settings are strings, even numbers: max_connections: '200'
        parameters: stringMap,
        // synchronous replication (CloudNativePG 1.24+; dataDurability 1.25+)
        synchronous: {
          type: 'object',
          required: ['method', 'number'],
          properties: {
            method: oneOf('any', 'first'),
            number: { type: 'integer', minimum: 1 },
            maxStandbyNamesFromCluster: { type: 'integer', minimum: 0 },
            standbyNamesPre: listOf(string),
            standbyNamesPost: listOf(string),
            dataDurability: oneOf('required', 'preferred'),
            failoverQuorum: boolean,
          },
        },
        pg_hba: listOf(string),
        pg_ident: listOf(string),
        shared_preload_libraries: listOf(string),
      },
      additionalProperties: true,
    },
    replicationSlots: anyObject,
    bootstrap: anyObject,
    replica: anyObject,
    superuserSecret: localObjectReference,
    enableSuperuserAccess: boolean,
    certificates: anyObject,
    imagePullSecrets: listOf(localObjectReference),
    storage: cnpgStorage,
    serviceAccountTemplate: anyObject,
    walStorage: cnpgStorage,
    ephemeralVolumeSource: anyObject,
    startDelay: integer,
    stopDelay: integer,
    smartShutdownTimeout: integer,
    switchoverDelay: integer,
    failoverDelay: integer,
    livenessProbeTimeout: integer,
    affinity: {
      type: 'object',
      properties: {
        enablePodAntiAffinity: boolean,
        topologyKey: string,
        nodeSelector: stringMap,
        nodeAffinity: anyObject,
        tolerations: listOf(m(Toleration)),
        podAntiAffinityType: oneOf('preferred', 'required'),
        additionalPodAntiAffinity: anyObject,
        additionalPodAffinity: anyObject,
      },
    },
    topologySpreadConstraints: listOf(m(TopologySpreadConstraint)),
    resources: m(ResourceRequirements),
    ephemeralVolumesSizeLimit: {
      type: 'object',
      properties: { shm: quantity, temporaryData: quantity },
    },
    priorityClassName: string,
    primaryUpdateStrategy: oneOf('unsupervised', 'supervised'),
    primaryUpdateMethod: oneOf('switchover', 'restart'),
    backup: anyObject,
    nodeMaintenanceWindow: anyObject,
    monitoring: anyObject,
    externalClusters: listOf(anyObject),
    logLevel: oneOf('error', 'warning', 'info', 'debug', 'trace'),
    projectedVolumeTemplate: anyObject,
    env: listOf(m(EnvVar)),
    envFrom: listOf(m(EnvFromSource)),
    managed: {
      type: 'object',
      properties: {
        roles: listOf({
          type: 'object',
          required: ['name'],
          properties: {
            name: string,
            comment: string,
            ensure: oneOf('present', 'absent'),
            login: boolean,
            superuser: boolean,
            createdb: boolean,
            createrole: boolean,
            inherit: boolean,
            replication: boolean,
            bypassrls: boolean,
            connectionLimit: integer,
            validUntil: string,
            inRoles: listOf(string),
            passwordSecret: localObjectReference,
            disablePassword: boolean,
          },
        }),
        services: anyObject,
      },
    },
    seccompProfile: anyObject,
    podSecurityContext: m(PodSecurityContext),
    securityContext: m(SecurityContext),
    tablespaces: listOf(anyObject),
    enablePDB: boolean,
    plugins: listOf({
      type: 'object',
      required: ['name'],
      properties: {
        name: string,
        enabled: boolean,
        isWALArchiver: boolean,
        parameters: stringMap,
      },
    }),
    probes: anyObject,
  },
};

// ---- k6-operator TestRun -----------------------------------------------------------------

const k6Pod: Schema = {
  type: 'object',
  properties: {
    affinity: m(Affinity),
    // a string in the operator's API ("true"/"false")
    automountServiceAccountToken: string,
    env: listOf(m(EnvVar)),
    image: string,
    imagePullSecrets: listOf(localObjectReference),
    imagePullPolicy: oneOf('Always', 'Never', 'IfNotPresent'),
    metadata: {
      type: 'object',
      properties: { annotations: stringMap, labels: stringMap },
    },
    nodeSelector: stringMap,
    tolerations: listOf(m(Toleration)),
    topologySpreadConstraints: listOf(m(TopologySpreadConstraint)),
    resources: m(ResourceRequirements),
    serviceAccountName: string,
    securityContext: m(PodSecurityContext),
    containerSecurityContext: m(SecurityContext),
    envFrom: listOf(m(EnvFromSource)),
    readinessProbe: m(Probe),
    livenessProbe: m(Probe),
    initContainers: listOf({
      type: 'object',
      properties: {
        name: string,
        image: string,
        env: listOf(m(EnvVar)),
        envFrom: listOf(m(EnvFromSource)),
        command: listOf(string),
        args: listOf(string),
        workingDir: string,
        volumeMounts: listOf(m(VolumeMount)),
      },
    }),
    volumes: listOf(m(Volume)),
    volumeMounts: listOf(m(VolumeMount)),
  },
};

const testRunSpec: Schema = {
  type: 'object',
  required: ['script', 'parallelism'],
  properties: {
    script: {
      type: 'object',
      properties: {
        configMap: {
          type: 'object',
          properties: { name: string, file: string },
          required: ['name'],
        },
        volumeClaim: {
          type: 'object',
          properties: { name: string, file: string, readOnly: boolean },
          required: ['name'],
        },
        localFile: string,
      },
    },
    parallelism: { type: 'integer', minimum: 1 },
    separate: boolean,
    arguments: string,
    ports: listOf(m(ContainerPort)),
    initializer: k6Pod,
    starter: k6Pod,
    runner: k6Pod,
    quiet: string,
    paused: string,
    scuttle: anyObject,
    cleanup: oneOf('post'),
    testRunId: string,
    token: string,
  },
};

/** Schemas by `apiVersion/kind`. */
export const CUSTOM_RESOURCES: Readonly<Record<string, Schema>> = {
  'postgresql.cnpg.io/v1/Cluster': resource('postgresql.cnpg.io/v1', 'Cluster', cnpgSpec),
  'k6.io/v1alpha1/TestRun': resource('k6.io/v1alpha1', 'TestRun', testRunSpec),
};
