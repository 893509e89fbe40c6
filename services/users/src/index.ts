export { PasswordHasher } from './auth/passwords.js';
