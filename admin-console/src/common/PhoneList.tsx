import { Stack, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';

/** True below MUI's `sm` breakpoint (600 px): a phone, where lists show as a SimpleList. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

type Text<R> = (record: R) => ReactNode;

/**
 * A console list on a phone: react-admin's SimpleList, a few lines per record and its actions
 * stacked at the right, so no column or button sits off-screen at 375 px (the tables need
 * 700 px or more). `actions` read the record from its context, as in the table.
 */
export function PhoneList<R extends RaRecord>(props: {
  primary: Text<R>;
  secondary?: Text<R>;
  tertiary?: Text<R>;
  actions: ReactNode;
  empty?: ReactNode;
}) {
  return (
    <SimpleList<R>
      className="phone-list"
      rowClick={false}
      primaryText={props.primary}
      secondaryText={props.secondary}
      tertiaryText={props.tertiary}
      rightIcon={() => (
        <Stack spacing={1} sx={{ alignItems: 'flex-end', ml: 1 }}>
          {props.actions}
        </Stack>
      )}
      empty={props.empty}
      sx={{ '& .MuiListItem-root': { alignItems: 'flex-start' } }}
    />
  );
}
