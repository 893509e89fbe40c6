export * from './products/product.sql.js';
export { SEED_FILE } from './products/catalog-seed.js';
