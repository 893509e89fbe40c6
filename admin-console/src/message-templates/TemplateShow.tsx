import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { EmailFrame } from './EmailFrame';
import {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  channelsOf,
  type TemplatePreviewRecord,
} from './template-format';
import { useT } from '../i18n';
import { useShownRecord } from '../common/useShownRecord';

function Actions() {
  const path = useAdminPath();
  const tr = useT();
  return (
    <TopToolbar>
      <LinkButton
        to={path('/message-templates')}
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 44 }}
      >
        {tr('templates.allTemplates')}
      </LinkButton>
    </TopToolbar>
  );
}

/** A part of the preview under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Text as it goes out: its own line breaks kept, long lines and links wrapped. */
function Plain({ text, testId }: { text: string; testId: string }) {
  return (
    <Box
      component="pre"
      data-testid={testId}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Box>
  );
}

function Preview() {
  const tr = useT();
  const { record: t, fallback } = useShownRecord<TemplatePreviewRecord>(
    (r) => !!r,
    'common.what.template',
    'templates.loading',
  );
  if (!t) return fallback;
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="template-preview-page">
      <Typography variant="body1">{t.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {tr(AUDIENCE_LABELS[t.audience])} · {tr(CATEGORY_LABELS[t.category])} · {channelsOf(tr, t)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {tr('templates.sample')}
      </Typography>
      <Part title={tr('templates.subject')}>
        <Typography variant="body1" data-testid="template-subject" sx={{ wordBreak: 'break-word' }}>
          {t.subject}
        </Typography>
      </Part>
      <Part title={tr('templates.email')}>
        <EmailFrame html={t.html} title={tr('templates.emailPreview', { subject: t.subject })} />
      </Part>
      <Part title={tr('templates.plain')}>
        <Plain text={t.text} testId="template-text" />
      </Part>
      {t.whatsapp && (
        <Part title={tr('templates.whatsapp')}>
          <Stack direction="row">
            <Box sx={{ maxWidth: 480, minWidth: 0 }}>
              <Plain text={t.whatsapp} testId="template-whatsapp" />
            </Box>
          </Stack>
        </Part>
      )}
    </Box>
  );
}

const Title = () => {
  const tr = useT();
  const t = useRecordContext<TemplatePreviewRecord>();
  return <>{t ? tr('templates.titleOf', { name: t.name }) : tr('templates.titleLoading')}</>;
};

/** A template rendered with its sample data: subject, the e-mail, its plain text, WhatsApp's. */
export function TemplateShow() {
  return (
    <Show
      title={<Title />}
      actions={<Actions />}
      error={false}
      queryOptions={{ onError: () => undefined }}
    >
      <Preview />
    </Show>
  );
}
