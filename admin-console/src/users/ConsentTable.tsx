import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ConsentRecord } from '@arogya/contracts';
import { dateTime } from '../common/dateTime';
import { Moment } from '../common/Moment';
import { useIsPhone } from '../common/PhoneList';
import { CONSENT_LABELS, consentVia } from './user-format';
import { useT, type T } from '../i18n';

const given = (t: T, c: ConsentRecord) =>
  t(c.granted ? 'users.consent.given' : 'users.consent.withdrawn');

/** One consent on a phone: what and which version, then given or withdrawn, how and when. */
function ConsentCard({ consent }: { consent: ConsentRecord }) {
  const t = useT();
  return (
    <Card variant="outlined" component="li" data-testid="consent">
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="subtitle2" component="p">
          {t(CONSENT_LABELS[consent.purpose])}{' '}
          <Typography component="span" variant="body2">
            {t('users.consent.version')}{' '}
            <span data-testid="consent-version">{consent.version}</span>
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {given(t, consent)} · {consentVia(consent.via)} · {dateTime(consent.at)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * What the person agreed to (the terms and privacy notice, by version) and any later change,
 * newest first: a table, or one card each on a phone.
 */
export function ConsentTable({ consents }: { consents: ConsentRecord[] }) {
  const t = useT();
  const phone = useIsPhone();
  if (!consents.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-consents">
        {t('users.consent.none')}
      </Typography>
    );
  if (phone)
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {consents.map((c, i) => (
          <ConsentCard key={`${i}-${c.purpose}`} consent={c} />
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('users.consent.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.consent.what')}</TableCell>
            <TableCell>{t('users.consent.versionColumn')}</TableCell>
            <TableCell>{t('users.consent.givenOrWithdrawn')}</TableCell>
            <TableCell>{t('users.consent.how')}</TableCell>
            <TableCell>{t('users.consent.when')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {consents.map((c, i) => (
            <TableRow key={`${i}-${c.purpose}`} data-testid="consent">
              <TableCell>{t(CONSENT_LABELS[c.purpose])}</TableCell>
              <TableCell data-testid="consent-version">{c.version}</TableCell>
              <TableCell>{given(t, c)}</TableCell>
              <TableCell>{consentVia(c.via)}</TableCell>
              <TableCell>
                <Moment iso={c.at} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
