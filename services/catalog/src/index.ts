export * from './products/product.sql.js';
