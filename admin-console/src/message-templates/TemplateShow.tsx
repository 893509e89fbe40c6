import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, TopToolbar, useRecordContext, useShowContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { LoadError } from '../common/LoadError';
import { useAdminPath } from '../common/useAdminPath';
import { EmailFrame } from './EmailFrame';
import {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  channelsOf,
  type TemplatePreviewRecord,
} from './template-format';

function Actions() {
  const path = useAdminPath();
  return (
    <TopToolbar>
      <LinkButton
        to={path('/message-templates')}
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 44 }}
      >
        All templates
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
  const t = useRecordContext<TemplatePreviewRecord>();
  const { error, refetch } = useShowContext();
  if (error) return <LoadError what="the template" error={error} retry={() => void refetch()} />;
  if (!t) return <LinearProgress aria-label="Loading the template" sx={{ m: 2 }} />;
  return (
    <Box sx={{ p: 2, minWidth: 0 }} data-testid="template-preview-page">
      <Typography variant="body1">{t.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {AUDIENCE_LABELS[t.audience]} · {CATEGORY_LABELS[t.category]} · {channelsOf(t)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Filled with sample data: real messages carry the order's and the shopper's own.
      </Typography>
      <Part title="Subject">
        <Typography variant="body1" data-testid="template-subject" sx={{ wordBreak: 'break-word' }}>
          {t.subject}
        </Typography>
      </Part>
      <Part title="E-mail">
        <EmailFrame html={t.html} title={`E-mail preview: ${t.subject}`} />
      </Part>
      <Part title="Plain text e-mail">
        <Plain text={t.text} testId="template-text" />
      </Part>
      {t.whatsapp && (
        <Part title="WhatsApp">
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
  const t = useRecordContext<TemplatePreviewRecord>();
  return <>{t ? `Template ${t.name}` : 'Template'}</>;
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
