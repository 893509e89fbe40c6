import type {
  ContactInfo,
  ContactInput,
  ContactReceipt,
  Preferences,
  PreferencesInput,
} from '@arogya/contracts';
import { api } from './client.js';

/** The path of the choices a message's signed link speaks for (the token as a path segment). */
const byLink = (token: string) => `/api/notifications/preferences/${encodeURIComponent(token)}`;

/** `GET /api/notifications/preferences` (bearer): the signed-in shopper's message choices. */
export const myPreferences = () =>
  api<Preferences>('GET', '/api/notifications/preferences', { auth: true });

/** `PUT /api/notifications/preferences` (bearer): changes them; what is absent stays. */
export const saveMyPreferences = (changes: PreferencesInput) =>
  api<Preferences>('PUT', '/api/notifications/preferences', { auth: true, body: changes });

/** `GET /api/notifications/preferences/:token`: the choices of the person a link is for. */
export const linkPreferences = (token: string) => api<Preferences>('GET', byLink(token));

/** `PUT /api/notifications/preferences/:token`: changes them, signed out. */
export const saveLinkPreferences = (token: string, changes: PreferencesInput) =>
  api<Preferences>('PUT', byLink(token), { body: changes });

/** `POST /api/notifications/unsubscribe?t=`: marketing e-mail off, for the link's address. */
export const unsubscribe = (token: string) =>
  api<{ unsubscribed: true; email: string | null }>('POST', '/api/notifications/unsubscribe', {
    query: { t: token },
  });

/** `GET /api/contact`: where shoppers write, and the grievance officer. */
export const contactInfo = () => api<ContactInfo>('GET', '/api/contact');

/** `POST /api/contact`: the contact form (202 with its reference). */
export const sendContact = (input: ContactInput) =>
  api<ContactReceipt>('POST', '/api/contact', { body: input });
