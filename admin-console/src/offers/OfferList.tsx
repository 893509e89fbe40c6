import { Button, Chip } from '@mui/material';
import { DataTable, List, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { confirmedDelete } from '../common/confirmedDelete';
import { CreateLink } from '../common/CreateLink';
import { errorMessage } from '../common/errorMessage';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { k, useT } from '../i18n';
import { offerState, termsOf, windowOf, type OfferRow, type OfferState } from './offer-format';

const DELETE = confirmedDelete(k('offers.deleteTitle'), k('offers.deleteQuestion'));

const STATE_COLOR: Record<OfferState, 'success' | 'default' | 'info' | 'warning'> = {
  running: 'success',
  paused: 'default',
  scheduled: 'info',
  ended: 'warning',
};

function StateChip({ offer }: { offer: OfferRow }) {
  const t = useT();
  const state = offerState(offer);
  return (
    <Chip
      size="small"
      data-testid="offer-state"
      label={t(`offers.state.${state}`)}
      color={STATE_COLOR[state]}
    />
  );
}

/** Pause (or resume) the row's offer: `PUT /api/admin/offers/:id { active }`. */
function PauseToggle() {
  const t = useT();
  const offer = useRecordContext<OfferRow>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!offer) return null;
  const name = `${termsOf(t, offer)}: ${offer.productName}`;
  const toggle = () =>
    update(
      'offers',
      { id: offer.id, data: { active: !offer.active }, previousData: offer },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(t(offer.active ? 'offers.pausedNote' : 'offers.resumedNote', { name }), {
            type: 'success',
          }),
        onError: (e) => notify(errorMessage(e), { type: 'error' }),
      },
    );
  return (
    <Button
      size="small"
      variant={offer.active ? 'outlined' : 'contained'}
      disabled={isPending}
      onClick={toggle}
      sx={{ minHeight: 44, mr: 1 }}
      aria-label={t(offer.active ? 'offers.pauseName' : 'offers.resumeName', { name })}
    >
      {t(offer.active ? 'offers.pause' : 'offers.resume')}
    </Button>
  );
}

/**
 * The buy-x-get-y offers (issue 32): each with its product, terms, window and where it stands,
 * a Pause (Resume) button and Delete; on a phone a list of the same. Orders keep what an offer
 * gave them, so any offer may be paused or deleted.
 */
export function OfferList() {
  const phone = useIsPhone();
  const notify = useNotify();
  const t = useT();
  return (
    <List
      title={k('offers.title')}
      sort={{ field: 'productName', order: 'ASC' }}
      perPage={25}
      actions={<CreateLink label={t('offers.newOffer')} />}
      empty={false}
      queryOptions={{
        onError: (e: unknown) =>
          notify(t('offers.loadError', { error: errorMessage(e) }), { type: 'error' }),
      }}
    >
      {phone ? (
        <PhoneList<OfferRow>
          primary={(o) => `${o.productName} · ${termsOf(t, o)}`}
          secondary={(o) => windowOf(t, o)}
          tertiary={(o) => t(`offers.state.${offerState(o)}`)}
          actions={
            <>
              <PauseToggle />
              {DELETE.row}
            </>
          }
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="productName" />
          <DataTable.Col
            label={k('resources.offers.fields.terms')}
            source="buy"
            render={(o: OfferRow) => termsOf(t, o)}
          />
          <DataTable.Col
            source="endsAt"
            label={k('resources.offers.fields.window')}
            render={(o: OfferRow) => windowOf(t, o)}
          />
          <DataTable.Col source="active" render={(o: OfferRow) => <StateChip offer={o} />} />
          <DataTable.Col label={k('resources.offers.fields.actions')} disableSort>
            <PauseToggle />
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
