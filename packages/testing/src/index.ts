export * from './env.js';
export * from './namespace.js';
export * from './processes.js';
export * from './shop.js';
export * from './http.js';
export * from './full-shop.js';
export * from './otlp-receiver.js';
export * from './fixtures.js';
