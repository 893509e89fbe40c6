import { Chip, Typography } from '@mui/material';
import { DataTable, List, useListContext } from 'react-admin';
import { LoadError } from '../common/LoadError';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { PreviewLink } from './PreviewLink';
import { AUDIENCE_LABELS, CATEGORY_LABELS, channelsOf, type TemplateRow } from './template-format';
import { k, useT } from '../i18n';

function NoTemplates() {
  const tr = useT();
  return (
    <Typography sx={{ p: 2 }} data-testid="no-templates">
      {tr('templates.none')}
    </Typography>
  );
}

function ListError() {
  const { error, refetch } = useListContext();
  return <LoadError what="common.what.templates" error={error} retry={() => void refetch()} />;
}

/** Marketing messages go only to those who agreed to them: marked, in words. */
function Category({ t }: { t: TemplateRow }) {
  const tr = useT();
  return (
    <Chip
      size="small"
      variant={t.category === 'marketing' ? 'filled' : 'outlined'}
      label={tr(CATEGORY_LABELS[t.category])}
    />
  );
}

/**
 * The message templates (issue 28): each message the shop can send, who it goes to and on
 * which channels; each opens on a preview with sample data. Templates live in the
 * notifications service's files, so there is nothing to create or edit here.
 */
export function TemplateList() {
  const phone = useIsPhone();
  const tr = useT();
  return (
    <List
      title={k('templates.title')}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
      pagination={false}
      actions={false}
      empty={<NoTemplates />}
      error={<ListError />}
      queryOptions={{ onError: () => undefined }}
    >
      {phone ? (
        <PhoneList<TemplateRow>
          primary={(t) => t.name}
          secondary={(t) => (
            <>
              <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                {t.description}
              </Typography>
              <Typography variant="caption" component="span" sx={{ display: 'block', mt: 0.5 }}>
                {tr(AUDIENCE_LABELS[t.audience])} · {tr(CATEGORY_LABELS[t.category])} ·{' '}
                {channelsOf(tr, t)}
              </Typography>
            </>
          )}
          actions={<PreviewLink />}
          empty={<NoTemplates />}
        />
      ) : (
        <DataTable<TemplateRow> rowClick="show" bulkActionButtons={false} empty={<NoTemplates />}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col
            source="description"
            disableSort
            render={(t: TemplateRow) => (
              <Typography variant="body2" sx={{ minWidth: 220 }}>
                {t.description}
              </Typography>
            )}
          />
          <DataTable.Col
            label={k('resources.message-templates.fields.audience')}
            disableSort
            render={(t: TemplateRow) => tr(AUDIENCE_LABELS[t.audience])}
          />
          <DataTable.Col
            label={k('resources.message-templates.fields.category')}
            disableSort
            render={(t: TemplateRow) => <Category t={t} />}
          />
          <DataTable.Col
            label={k('resources.message-templates.fields.channels')}
            disableSort
            render={(t: TemplateRow) => channelsOf(tr, t)}
          />
          <DataTable.Col label={k('resources.message-templates.fields.preview')} disableSort>
            <PreviewLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
