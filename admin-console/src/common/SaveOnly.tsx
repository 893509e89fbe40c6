import { SaveButton, Toolbar } from 'react-admin';
import type { MessageKey } from '../i18n';

/**
 * A form's toolbar with Save alone (labelled `label`), for records that are never deleted (a
 * delivery zone, the shop's fees): react-admin's default Delete, a bare bin icon on a phone,
 * would only ever fail. Sticky, not fixed, on a phone: fixed, it covered the form's last field.
 */
export const SaveOnly = ({ label }: { label: MessageKey }) => (
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'sticky' } }}>
    <SaveButton label={label} sx={{ minHeight: 44 }} />
  </Toolbar>
);
