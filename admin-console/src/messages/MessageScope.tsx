import { orderNumber } from '@arogya/contracts';
import { Button, Paper, Typography } from '@mui/material';
import { useGetOne, useListContext } from 'react-admin';
import { useT } from '../i18n';
import { Rich } from '../i18n/Rich';

/** The user by name and e-mail once known (their id until then, or if they are gone). */
function UserName({ id }: { id: string }) {
  const { data } = useGetOne<{ id: string; name?: string; email?: string }>('users', { id });
  if (!data?.name) return <strong>{id}</strong>;
  return (
    <>
      <strong>{data.name}</strong>
      {data.email ? ` (${data.email})` : ''}
    </>
  );
}

/**
 * Whose messages the list shows when it came from an order or a user (their filter has no box
 * of its own), and a way back to every message. The console remembers a list's filter, so
 * without it a later visit could show one order's messages unannounced.
 */
export function MessageScope() {
  const t = useT();
  const { filterValues, setFilters } = useListContext();
  const orderId = typeof filterValues?.orderId === 'string' ? filterValues.orderId : null;
  const userId = typeof filterValues?.userId === 'string' ? filterValues.userId : null;
  if (!orderId && !userId) return null;
  const showAll = () => {
    const rest = { ...filterValues };
    delete rest.orderId;
    delete rest.userId;
    setFilters(rest);
  };
  return (
    <Paper
      variant="outlined"
      data-testid="message-scope"
      sx={{
        m: 1,
        px: 2,
        py: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
        {orderId ? (
          <span title={orderId}>
            <Rich text={t('messages.ofOrder', { number: orderNumber(orderId) })} />
          </span>
        ) : (
          <>
            {t('messages.of')} <UserName id={userId ?? ''} />
          </>
        )}
      </Typography>
      <Button size="small" onClick={showAll} sx={{ minHeight: 44 }}>
        {t('messages.showAll')}
      </Button>
    </Paper>
  );
}
