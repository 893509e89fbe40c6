export { CartsService } from './carts/carts.service.js';
