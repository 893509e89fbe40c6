import { Chip, Typography } from '@mui/material';
import { DataTable, List, useListContext } from 'react-admin';
import { LoadError } from '../common/LoadError';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { PreviewLink } from './PreviewLink';
import { AUDIENCE_LABELS, CATEGORY_LABELS, channelsOf, type TemplateRow } from './template-format';

const NoTemplates = () => (
  <Typography sx={{ p: 2 }} data-testid="no-templates">
    The notifications service has no templates.
  </Typography>
);

function ListError() {
  const { error, refetch } = useListContext();
  return <LoadError what="the templates" error={error} retry={() => void refetch()} />;
}

/** Marketing messages go only to those who agreed to them: marked, in words. */
const Category = ({ t }: { t: TemplateRow }) => (
  <Chip
    size="small"
    variant={t.category === 'marketing' ? 'filled' : 'outlined'}
    label={CATEGORY_LABELS[t.category]}
  />
);

/**
 * The message templates (issue 28): each message the shop can send, who it goes to and on
 * which channels; each opens on a preview with sample data. Templates live in the
 * notifications service's files, so there is nothing to create or edit here.
 */
export function TemplateList() {
  const phone = useIsPhone();
  return (
    <List
      title="Message templates"
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
                {AUDIENCE_LABELS[t.audience]} · {CATEGORY_LABELS[t.category]} · {channelsOf(t)}
              </Typography>
            </>
          )}
          actions={<PreviewLink />}
          empty={<NoTemplates />}
        />
      ) : (
        <DataTable<TemplateRow> rowClick="show" bulkActionButtons={false} empty={<NoTemplates />}>
          <DataTable.Col label="Template" source="name" disableSort />
          <DataTable.Col
            label="What it is"
            source="description"
            disableSort
            render={(t: TemplateRow) => (
              <Typography variant="body2" sx={{ minWidth: 220 }}>
                {t.description}
              </Typography>
            )}
          />
          <DataTable.Col
            label="For"
            disableSort
            render={(t: TemplateRow) => AUDIENCE_LABELS[t.audience]}
          />
          <DataTable.Col label="Kind" disableSort render={(t: TemplateRow) => <Category t={t} />} />
          <DataTable.Col label="Channels" disableSort render={channelsOf} />
          <DataTable.Col label="Preview" disableSort>
            <PreviewLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
