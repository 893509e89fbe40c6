import { List, SearchInput, SelectInput, useNotify, type ListProps } from 'react-admin';
import { errorMessage } from './errorMessage';

/**
 * A console table page: a search box and one dropdown filter, both always shown, newest first
 * and 25 rows a page. When `loadError` is given, a failed load is notified as
 * `<loadError> <message>` (SPEC §8 "Admin").
 */
export function AdminList({
  search,
  filter,
  loadError,
  ...list
}: {
  /** The search box's placeholder. */
  search: string;
  filter: { source: string; label: string; choices: { id: string; name: string }[] };
  loadError?: string;
} & Omit<ListProps, 'filters' | 'sort' | 'perPage' | 'queryOptions'>) {
  const notify = useNotify();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={search} />,
        <SelectInput key={filter.source} {...filter} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      queryOptions={
        loadError
          ? {
              onError: (e: unknown) => notify(`${loadError} ${errorMessage(e)}`, { type: 'error' }),
            }
          : undefined
      }
      {...list}
    />
  );
}
