import { useMediaQuery, type Theme } from '@mui/material';
import { List, SearchInput, SelectInput, useGetList, useListContext } from 'react-admin';
import { LoadError } from '../common/LoadError';
import { CHANNEL_CHOICES, STATE_CHOICES } from './message-format';
import { MessageCards } from './MessageCards';
import { MessageScope } from './MessageScope';
import { MessageTable } from './MessageTable';
import { k, useT } from '../i18n';

/** The template filter: every template the service knows, by name. */
function TemplateFilter(props: { source: string; label: string; alwaysOn: boolean }) {
  const { data, isPending } = useGetList('message-templates', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = (data ?? []).map((t) => ({ id: String(t.id), name: String(t.id) }));
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
}

/** The search box, its placeholder in the console's language. */
function SearchPlaceholder(props: { source: string; alwaysOn: boolean }) {
  const t = useT();
  return <SearchInput {...props} placeholder={t('messages.search')} />;
}

const FILTERS = [
  <SearchPlaceholder key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={CHANNEL_CHOICES} alwaysOn />,
  <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  <TemplateFilter
    key="template"
    source="template"
    label={k('resources.messages.fields.template')}
    alwaysOn
  />,
];

function ListError() {
  const { error, refetch } = useListContext();
  return <LoadError what="common.what.messages" error={error} retry={() => void refetch()} />;
}

/**
 * The Messages page (issue 28): every e-mail and WhatsApp message the shop sent, newest first,
 * by search, channel, state and template (and by order or user, from their pages). A row
 * opens on its history; any message can be sent again. Cards on a phone.
 */
export function MessageList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={k('messages.title')}
      filters={FILTERS}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={false}
      // the filters stay when nothing matches, so they can be changed back
      empty={false}
      error={<ListError />}
      // a failed load is said once, in the page (with a way to try again), not in a toast too
      queryOptions={{ onError: () => undefined }}
    >
      <MessageScope />
      {small ? <MessageCards /> : <MessageTable />}
    </List>
  );
}
