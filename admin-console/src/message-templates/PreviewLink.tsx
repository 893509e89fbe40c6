import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import type { TemplateRow } from './template-format';
import { useT } from '../i18n';

/** 'Preview': opens the row's template rendered with its sample data. */
export function PreviewLink() {
  const t = useT();
  const template = useRecordContext<TemplateRow>();
  const path = useAdminPath();
  if (!template) return null;
  return (
    <LinkButton
      to={path(`/message-templates/${encodeURIComponent(template.id)}/show`)}
      startIcon={<VisibilityIcon />}
      aria-label={t('templates.previewName', { name: template.name })}
      data-testid="template-preview"
      sx={{ minHeight: 44 }}
    >
      {t('templates.preview')}
    </LinkButton>
  );
}
