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
import { k, useT } from '../i18n';

const THRESHOLD = [required(), number(), minValue(0), maxValue(100_000)];

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
  const t = useT();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { settings, error, reload, setSettings } = useSettings();
  const [refusal, setRefusal] = useState<string>();
  const save = async (values: Partial<SettingsForm>) => {
    try {
      const saved = await dataProvider.updateNotificationSettings(fromForm(values as SettingsForm));
      setRefusal(undefined);
      setSettings(saved);
      notify(t('settings.saved'), { type: 'success' });
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
      <Title title={k('settings.title')} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('settings.intro')}
          </Typography>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="settings-error">
              {t('settings.notSaved', { message: refusal })}
            </Alert>
          )}
        </CardContent>
        {error ? (
          <LoadError what="common.what.notificationSettings" error={error} retry={reload} />
        ) : !settings ? (
          <LinearProgress aria-label={t('settings.loading')} sx={{ m: 2 }} />
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
              label={k('settings.orderEmails')}
              multiline
              minRows={2}
              fullWidth
              helperText={k('settings.orderEmailsHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'settings-order-emails' } }}
            />
            <TextInput
              source="financeEmails"
              label={k('settings.financeEmails')}
              multiline
              minRows={2}
              fullWidth
              helperText={k('settings.financeEmailsHelp')}
              slotProps={{ htmlInput: { 'data-testid': 'settings-finance-emails' } }}
            />
            <NumberInput
              source="lowStockThreshold"
              label={k('settings.threshold')}
              step={1}
              min={0}
              validate={THRESHOLD}
              helperText={k('settings.thresholdHelp')}
            />
            <BooleanInput
              source="dailyDigest"
              label={k('settings.digest')}
              helperText={k('settings.digestHelp')}
            />
          </SimpleForm>
        )}
      </Card>
    </Box>
  );
}
