import { orderNumber } from '@arogya/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { dateTime } from '../common/dateTime';
import { LinkButton } from '../common/LinkButton';
import { Section } from '../common/Section';
import { useAdminPath } from '../common/useAdminPath';
import { useShownRecord } from '../common/useShownRecord';
import { useT } from '../i18n';
import { awaitsNews, type ClaimRow } from './claim-format';
import { ClaimDecision } from './ClaimDecision';
import { ClaimFacts } from './ClaimFacts';
import { ClaimOutcome } from './ClaimOutcome';
import { ClaimReport } from './ClaimReport';
import { ClaimStatusChip } from './ClaimStatusChip';

/** How often the page reads the claim again while it waits for news (a credit note, a parcel). */
const NEWS_EVERY_MS = 2000;

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <LinkButton to={path('/claims')} startIcon={<ArrowBackIcon />} sx={{ minHeight: 44 }}>
        {t('claims.page.allClaims')}
      </LinkButton>
    </TopToolbar>
  );
}

/** The claim's status and when, by whom, it was reported, above everything else. */
function Summary({ claim }: { claim: ClaimRow }) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ClaimStatusChip status={claim.status} />
      <Typography color="text.secondary">
        {t('claims.page.reportedBy', {
          name: claim.customer.name,
          when: dateTime(claim.createdAt),
        })}
      </Typography>
    </Stack>
  );
}

const isClaim = (c: ClaimRow | undefined) => !!c && Array.isArray(c.lines);

function ClaimPage() {
  const t = useT();
  const { record: claim, fallback } = useShownRecord<ClaimRow>(
    isClaim,
    'claims.page.what',
    'claims.page.loading',
  );
  if (!claim) return fallback;
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="claim-page">
      <Summary claim={claim} />
      <Section title={t('claims.page.report')} testId="claim-report">
        <ClaimReport claim={claim} />
      </Section>
      <Section title={t('claims.page.decision')} testId="claim-decision">
        {claim.status === 'submitted' ? (
          <ClaimDecision claim={claim} />
        ) : (
          <ClaimOutcome claim={claim} />
        )}
      </Section>
      <Section title={t('claims.page.details')} testId="claim-details">
        <ClaimFacts claim={claim} />
      </Section>
    </Box>
  );
}

const Title = () => {
  const t = useT();
  const claim = useRecordContext<ClaimRow>();
  return (
    <>
      {claim?.orderId
        ? t('claims.page.title', { number: orderNumber(claim.orderId) })
        : t('claims.page.titleLoading')}
    </>
  );
};

/**
 * A claim's page (issue 33): what the shopper reported — the units, what is wrong, their words
 * and photos — and staff's decision: a replacement, a refund of those units or a refusal with
 * its reason; once decided, what became of it. Read again every few seconds while an approved
 * claim waits for news the server brings by itself (a refund's credit note, a parcel).
 */
export function ClaimShow() {
  return (
    <Show
      title={<Title />}
      actions={<Actions />}
      error={false}
      queryOptions={{
        onError: () => undefined,
        refetchInterval: (query) =>
          awaitsNews(query.state.data as ClaimRow | undefined) ? NEWS_EVERY_MS : false,
      }}
    >
      <ClaimPage />
    </Show>
  );
}
