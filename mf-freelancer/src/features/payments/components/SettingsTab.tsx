import type { PayoutSettings } from '@atelier/api-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Banner, Button, CheckboxField, LoadingState, SelectField } from '@atelier/shared-ui';
import { apiMessageOr } from '../../../lib/apiError';
import { useGetSellerAccountQuery } from '../../../lib/getSellerAccount';
import { useGetPayoutSettingsQuery } from '../api/getPayoutSettings';
import { useSavePayoutSettingsMutation } from '../api/savePayoutSettings';
import {
  DEFAULT_PAYOUT_SETTINGS,
  MINIMUM_PAYOUT_OPTIONS,
  PAYOUT_FREQUENCY_OPTIONS,
} from '../model/payoutOptions';
import { ACCOUNT_TEXTS, PAYMENTS_TEXTS, SETTINGS_TEXTS as TEXTS } from '../model/texts';
import { LoadOrError } from './LoadOrError';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 32rem;
`;
const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: none;
`;

/** The form's values: a select holds the minimum payout as text. */
interface SettingsValues {
  payoutFrequency: PayoutSettings['payoutFrequency'];
  minimumPayout: string;
  largePaymentAlerts: boolean;
}

const toValues = (settings: PayoutSettings): SettingsValues => ({
  ...settings,
  minimumPayout: String(settings.minimumPayout),
});

const toSettings = (values: SettingsValues): PayoutSettings => ({
  ...values,
  minimumPayout: Number(values.minimumPayout) as PayoutSettings['minimumPayout'],
});

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

function SettingsForm({ settings, enabled }: { settings: PayoutSettings; enabled: boolean }) {
  const [save, { isLoading: saving }] = useSavePayoutSettingsMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, reset } = useForm<SettingsValues>({
    defaultValues: toValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save(toSettings(values)).unwrap();
      reset(toValues(saved));
      setOutcome({ tone: 'success', text: TEXTS.saved });
    } catch (failure) {
      // The form keeps what was chosen.
      setOutcome({ tone: 'danger', text: apiMessageOr(failure, TEXTS.saveFailed) });
    }
  });

  return (
    <StyledForm
      noValidate
      aria-label={PAYMENTS_TEXTS.tabs.settings}
      onSubmit={(event) => void onSubmit(event)}
    >
      {!enabled && <Banner tone="info">{TEXTS.notConnected}</Banner>}
      {outcome !== null && (
        <Banner
          key={outcome.text}
          tone={outcome.tone}
          title={outcome.text}
          onDismiss={() => setOutcome(null)}
          {...(outcome.tone === 'success' && { autoDismissMs: 3000 })}
        />
      )}
      <StyledFieldset disabled={!enabled}>
        <SelectField
          label={TEXTS.frequency}
          options={PAYOUT_FREQUENCY_OPTIONS}
          {...register('payoutFrequency')}
        />
        <SelectField
          label={TEXTS.minimum}
          hint={TEXTS.minimumHint}
          options={MINIMUM_PAYOUT_OPTIONS}
          {...register('minimumPayout')}
        />
        <CheckboxField
          label={TEXTS.alerts}
          hint={TEXTS.alertsHint}
          {...register('largePaymentAlerts')}
        />
        <div>
          <Button type="submit" busy={saving} busyLabel={TEXTS.saving}>
            {TEXTS.save}
          </Button>
        </div>
      </StyledFieldset>
    </StyledForm>
  );
}

/**
 * Settings: payout frequency, minimum payout (spec 001 section 9) and the in-app notification
 * for payments of $100 or more, saved to the connected account through the API; shown but
 * disabled, with the reason, until the account takes charges.
 */
export function SettingsTab() {
  const { data: account } = useGetSellerAccountQuery(undefined);
  const enabled = account?.state === 'enabled';
  const settings = useGetPayoutSettingsQuery(undefined, { skip: !enabled });
  if (account === undefined) return <LoadingState label={ACCOUNT_TEXTS.loading} />;
  if (!enabled) return <SettingsForm settings={DEFAULT_PAYOUT_SETTINGS} enabled={false} />;
  if (settings.data === undefined) {
    return (
      <LoadOrError
        failed={settings.isError}
        loadingLabel={TEXTS.loading}
        errorTitle={TEXTS.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SettingsForm settings={settings.data} enabled />;
}
