export * from './checkouts/checkout.sql.js';
