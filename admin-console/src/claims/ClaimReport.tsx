import { Box, Typography } from '@mui/material';
import { Fact, Facts } from '../common/Facts';
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
    <Facts>
      <Fact label={t('claims.page.wrong')} testId="claim-reason">
        {t(CLAIM_REASON_LABELS[claim.reason])}
      </Fact>
      <Fact label={t('claims.page.items')} testId="claim-lines">
        {claim.lines.map((l) => (
          <Typography key={l.line}>{lineText(l)}</Typography>
        ))}
      </Fact>
      <Fact label={t('claims.page.note')} testId="claim-note">
        <Box
          component="blockquote"
          sx={{
            m: 0,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
            whiteSpace: 'pre-wrap',
            maxWidth: 640,
          }}
        >
          {claim.note}
        </Box>
      </Fact>
      <Fact label={t('claims.page.photos')} testId="claim-photo-list">
        <ClaimPhotos photos={claim.photos} />
      </Fact>
    </Facts>
  );
}
