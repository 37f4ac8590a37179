import { useCallback, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { ApplyBody, Job } from '@atelier/api-contract';
import {
  AttachmentsField,
  Banner,
  Button,
  CheckboxField,
  Dialog,
  LinkButton,
  SelectField,
  StarterLimitBanner,
  STARTER_LIMIT_TEXTS,
  subscriptionPathOf,
  TextAreaField,
  TextField,
  starterAllowanceUsage,
  type UploadedFile,
} from '@atelier/shared-ui';
import { PLATFORM_PATHS } from '../../../config/paths';
import { useApplyToJobMutation } from '../api/applyToJob';
import { useGetAllowancesQuery } from '../api/getAllowances';
import { useGetNdaQuery } from '../api/getNda';
import { SALARY_PERIODS } from '@atelier/api-contract/values';
import { JOB_TEXTS } from '../model/texts';

const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRate = styled.fieldset`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledNda = styled.section`
  max-height: 12rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const StyledUsage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ApplyDialogProps {
  job: Job;
  open: boolean;
  onClose: () => void;
}

/**
 * The application form of a job (a signed-in freelancer): cover letter, an optional rate,
 * optional attachments (a CV, a portfolio: uploads of purpose application-file), and for
 * a confidential or invite-only job the standard NDA to accept. Shows the Starter allowance's
 * use this month and, when the server refuses with the limit, the limit with the upgrade link.
 */
export function ApplyDialog({ job, open, onClose }: ApplyDialogProps) {
  const needsNda = job.visibility !== 'public';
  const { data: nda } = useGetNdaQuery(undefined, { skip: !open || !needsNda });
  const { data: allowances } = useGetAllowancesQuery(undefined, { skip: !open });
  const [apply, { isLoading, error, data: sent, reset }] = useApplyToJobMutation();
  const [coverLetter, setCoverLetter] = useState('');
  const [rateAmount, setRateAmount] = useState('');
  const [rateCurrency, setRateCurrency] = useState<(typeof CURRENCIES)[number]>('USD');
  const [ratePeriod, setRatePeriod] = useState<(typeof SALARY_PERIODS)[number]>('hour');
  const [ndaAccepted, setNdaAccepted] = useState(false);
  const [attachments, setAttachments] = useState<readonly UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const onUploading = useCallback((busy: boolean) => setUploading(busy), []);
  const [problem, setProblem] = useState<string | null>(null);
  const usage = allowances?.allowances.find((entry) => entry.allowance === 'application');

  const close = () => {
    reset();
    setProblem(null);
    onClose();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (coverLetter.trim() === '') {
      setProblem(JOB_TEXTS.coverLetterRequired);
      return;
    }
    if (needsNda && !ndaAccepted) {
      setProblem(JOB_TEXTS.ndaRequired);
      return;
    }
    setProblem(null);
    const amount = Number(rateAmount);
    const body: ApplyBody = {
      coverLetter,
      rate:
        rateAmount.trim() !== '' && Number.isInteger(amount) && amount > 0
          ? { amount, currency: rateCurrency, period: ratePeriod }
          : null,
      attachments: attachments.map(({ key, name }) => ({ key, name })),
      ndaVersion: needsNda ? (nda?.version ?? null) : null,
    };
    void apply({ jobId: job.id, body });
  };

  const limitReached = error !== undefined && 'status' in error && error.status === 402;
  // A premium job's Pro window (issue 43, item 6): the API's reason, with the upgrade link.
  const proOnly = error !== undefined && 'status' in error && error.status === 403;
  // The API's reason when it gave one, else the form's own text (the request did not arrive).
  const failure =
    error !== undefined && !limitReached && !proOnly
      ? 'message' in error && typeof error.message === 'string' && error.message !== ''
        ? error.message
        : JOB_TEXTS.applyFailed
      : null;

  return (
    <Dialog open={open} onClose={close} title={JOB_TEXTS.applyTitle(job.title)}>
      {sent !== undefined ? (
        <Banner tone="success" title={JOB_TEXTS.applicationSent}>
          <LinkButton to={PLATFORM_PATHS.myApplications} size="sm">
            {JOB_TEXTS.myApplications}
          </LinkButton>
        </Banner>
      ) : (
        <StyledForm onSubmit={submit} noValidate>
          {usage !== undefined && <StyledUsage>{starterAllowanceUsage(usage)}</StyledUsage>}
          {limitReached && 'message' in error && (
            <StarterLimitBanner message={error.message} audience="freelancer" />
          )}
          {proOnly && 'message' in error && (
            <Banner tone="warning" title={error.message}>
              <LinkButton to={subscriptionPathOf('freelancer')} size="sm">
                {STARTER_LIMIT_TEXTS.upgrade}
              </LinkButton>
            </Banner>
          )}
          {failure !== null && <Banner tone="danger" title={failure} />}
          {problem !== null && <Banner tone="danger" title={problem} />}
          <TextAreaField
            label={JOB_TEXTS.coverLetter}
            hint={JOB_TEXTS.coverLetterHint}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.target.value)}
            rows={6}
            maxLength={5000}
            required
          />
          <StyledRate>
            <legend>{JOB_TEXTS.rate}</legend>
            <TextField
              label={JOB_TEXTS.rateAmount}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={rateAmount}
              onChange={(event) => setRateAmount(event.target.value)}
            />
            <SelectField
              label={JOB_TEXTS.rateCurrency}
              value={rateCurrency}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              onChange={(event) =>
                setRateCurrency(event.target.value as (typeof CURRENCIES)[number])
              }
            />
            <SelectField
              label={JOB_TEXTS.ratePeriod}
              value={ratePeriod}
              options={SALARY_PERIODS.map((period) => ({
                value: period,
                label: JOB_TEXTS.perPeriod[period],
              }))}
              onChange={(event) =>
                setRatePeriod(event.target.value as (typeof SALARY_PERIODS)[number])
              }
            />
          </StyledRate>
          <AttachmentsField
            label={JOB_TEXTS.attachments}
            purpose="application-file"
            files={attachments}
            onChange={setAttachments}
            onBusyChange={onUploading}
          />
          {needsNda && (
            <>
              <StyledNda aria-label={JOB_TEXTS.ndaTitle}>
                <h4>{nda?.title ?? JOB_TEXTS.ndaTitle}</h4>
                <p>{JOB_TEXTS.ndaIntro}</p>
                {nda?.clauses.map((clause) => (
                  <p key={clause}>{clause}</p>
                ))}
              </StyledNda>
              <CheckboxField
                label={JOB_TEXTS.ndaAccept}
                checked={ndaAccepted}
                disabled={nda === undefined}
                onChange={(event) => setNdaAccepted(event.target.checked)}
              />
            </>
          )}
          <Button type="submit" disabled={isLoading || uploading || limitReached}>
            {isLoading ? JOB_TEXTS.sending : JOB_TEXTS.submitApplication}
          </Button>
          <Button variant="secondary" onClick={close}>
            {JOB_TEXTS.cancel}
          </Button>
        </StyledForm>
      )}
    </Dialog>
  );
}
