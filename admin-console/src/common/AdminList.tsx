import {
  List,
  SearchInput,
  SelectInput,
  useNotify,
  useTranslate,
  type ListProps,
  type SortPayload,
} from 'react-admin';
import { errorMessage } from './errorMessage';

/**
 * A dropdown filter of a console table; `emptyText` names its no-filter choice. Its label,
 * choices and `emptyText` are keys of the console's texts (react-admin translates them).
 */
export interface ListFilter {
  source: string;
  label: string;
  choices: { id: string; name: string }[];
  emptyText?: string;
}

const NEWEST_FIRST: SortPayload = { field: 'createdAt', order: 'DESC' };

/**
 * A console table page: a search box and a dropdown filter (or a few), all always shown,
 * newest first (or as `sort` says) and 25 rows a page. When `loadError` is given, a failed load
 * is notified as `<loadError> <message>` (SPEC §8 "Admin"). `search` and `loadError` are keys
 * of the console's texts.
 */
export function AdminList({
  search,
  filter,
  loadError,
  sort = NEWEST_FIRST,
  ...list
}: {
  /** The search box's placeholder. */
  search: string;
  filter: ListFilter | ListFilter[];
  loadError?: string;
  sort?: SortPayload;
} & Omit<ListProps, 'filters' | 'sort' | 'perPage' | 'queryOptions'>) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate(search)} />,
        ...[filter].flat().map((f) => <SelectInput key={f.source} {...f} alwaysOn />),
      ]}
      sort={sort}
      perPage={25}
      queryOptions={
        loadError
          ? {
              onError: (e: unknown) =>
                notify(`${translate(loadError)} ${errorMessage(e)}`, { type: 'error' }),
            }
          : undefined
      }
      {...list}
    />
  );
}
