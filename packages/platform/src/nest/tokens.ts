/** Injection tokens of the platform's shared resources. */
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');
export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const NAMESPACE = Symbol('NAMESPACE');
export const NATS = Symbol('NATS');
export const JETSTREAM = Symbol('JETSTREAM');
export const JETSTREAM_MANAGER = Symbol('JETSTREAM_MANAGER');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const REDIS = Symbol('REDIS');
