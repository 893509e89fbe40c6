import { Box, Typography } from '@mui/material';
import { useT } from '../i18n';
import { CLAIM_REASON_LABELS, lineText, type ClaimRow } from './claim-format';
import { ClaimPhotos } from './ClaimPhotos';

/**
 * What the shopper reported: what is wrong, with which units of the order, in their words, and
 * their photos.
 */
export function ClaimReport({ claim }: { claim: ClaimRow }) {
  const t = useT();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography sx={{ fontWeight: 500 }} data-testid="claim-reason">
        {t(CLAIM_REASON_LABELS[claim.reason])}
      </Typography>
      <Box
        component="ul"
        aria-label={t('claims.page.items')}
        sx={{ m: 0, mt: 0.5, pl: 2.5 }}
        data-testid="claim-lines"
      >
        {claim.lines.map((l) => (
          <li key={l.line}>
            <Typography>{lineText(l)}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('claims.page.note')}
      </Typography>
      <Box
        component="blockquote"
        data-testid="claim-note"
        sx={{
          m: 0,
          mt: 0.5,
          mb: 2,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography>{claim.note}</Typography>
      </Box>
      <ClaimPhotos photos={claim.photos} />
    </Box>
  );
}
