import type { StaffSettings } from '@arogya/contracts';
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  number,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
} from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { LoadError } from '../common/LoadError';
import { fieldErrorOf, fromForm, toForm, type SettingsForm } from './settings-form';

const THRESHOLD = [required(), number(), minValue(0), maxValue(100_000)];

const ADDRESSES_HELP = 'One address a line';

/** Loads the settings once the page opens; `reload` asks again. */
function useSettings() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<{ settings?: StaffSettings; error?: unknown }>({});
  const reload = useCallback(() => {
    setState({});
    dataProvider.getNotificationSettings().then(
      (settings) => setState({ settings }),
      (error: unknown) => setState({ error }),
    );
  }, [dataProvider]);
  useEffect(reload, [reload]);
  return { ...state, reload, setSettings: (settings: StaffSettings) => setState({ settings }) };
}

/**
 * Who on the team hears what (issue 28): the addresses that get new-order notices and the daily
 * digest, those that get failed-refund and dispute alerts, the stock level that sends a
 * low-stock alert, and whether the digest goes out. A refusal is shown above the form in the
 * server's words, and beside the field it is about.
 */
export function NotificationSettings() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { settings, error, reload, setSettings } = useSettings();
  const [refusal, setRefusal] = useState<string>();
  const save = async (values: Partial<SettingsForm>) => {
    try {
      const saved = await dataProvider.updateNotificationSettings(fromForm(values as SettingsForm));
      setRefusal(undefined);
      setSettings(saved);
      notify('Notification settings saved', { type: 'success' });
      return undefined;
    } catch (e) {
      const message = errorMessage(e);
      setRefusal(message);
      const field = fieldErrorOf(message);
      return field ? { [field.field]: field.text } : undefined;
    }
  };
  return (
    <Box sx={{ maxWidth: 720, mt: { xs: 1, sm: 2 } }}>
      <Title title="Notification settings" />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Who on the team is told of new orders, failed refunds and disputes, and when stock runs
            low. Shoppers choose their own messages.
          </Typography>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="settings-error">
              Not saved: {refusal}
            </Alert>
          )}
        </CardContent>
        {error ? (
          <LoadError what="the notification settings" error={error} retry={reload} />
        ) : !settings ? (
          <LinearProgress aria-label="Loading the notification settings" sx={{ m: 2 }} />
        ) : (
          <SimpleForm
            // a saved form starts again from what the server kept
            key={JSON.stringify(settings)}
            record={toForm(settings)}
            onSubmit={save}
            // a refusal is said above the form, in the server's words; no second, vaguer toast
            disableInvalidFormNotification
            toolbar={
              <Toolbar>
                <SaveButton data-testid="settings-save" sx={{ minHeight: 44 }} />
              </Toolbar>
            }
          >
            <TextInput
              source="orderEmails"
              label="Order e-mails"
              multiline
              minRows={2}
              fullWidth
              helperText={`New orders and the daily digest. ${ADDRESSES_HELP}.`}
              slotProps={{ htmlInput: { 'data-testid': 'settings-order-emails' } }}
            />
            <TextInput
              source="financeEmails"
              label="Finance e-mails"
              multiline
              minRows={2}
              fullWidth
              helperText={`Failed refunds and disputes. ${ADDRESSES_HELP}.`}
              slotProps={{ htmlInput: { 'data-testid': 'settings-finance-emails' } }}
            />
            <NumberInput
              source="lowStockThreshold"
              label="Low-stock threshold"
              step={1}
              min={0}
              validate={THRESHOLD}
              helperText="An alert goes out when a product's stock falls to this many or fewer"
            />
            <BooleanInput
              source="dailyDigest"
              label="Daily digest"
              helperText="Yesterday's orders and revenue, each morning, to the order e-mails"
            />
          </SimpleForm>
        )}
      </Card>
    </Box>
  );
}
