import { useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { SupplierProfile, VerificationApplicationBody } from '@atelier/api-contract';
import {
  Banner,
  Button,
  Card,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  TextAreaField,
  TextField,
  formatShortDate,
  subscriptionPathOf,
  tusUploader,
  usePlatform,
  useSession,
  useUploader,
} from '@atelier/shared-ui';
import { useApplyForVerificationMutation } from '../api/applyForVerification';
import { useGetMyVerificationQuery } from '../api/getMyVerification';
import { VERIFICATION_TEXTS as TEXTS } from '../model/texts';

/** The purpose's limit on the API (uploads/purposes.ts, verification-document). */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Field = keyof typeof TEXTS.required;
type Errors = Partial<Record<Field, string>>;

/** The application form: business details and one document, uploaded when chosen. */
function VerificationForm() {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const input = useRef<HTMLInputElement>(null);
  const [apply, { isLoading: sending }] = useApplyForVerificationMutation();
  const [values, setValues] = useState({
    legalName: '',
    registrationNumber: '',
    address: '',
    website: '',
  });
  const [document, setDocument] = useState<{ key: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');

  const pick = (file: File | undefined) => {
    if (file === undefined) return;
    setProblem('');
    if (file.size > MAX_DOCUMENT_BYTES) {
      setErrors((current) => ({ ...current, document: TEXTS.tooLarge(file.name) }));
      return;
    }
    setErrors((current) => ({ ...current, document: undefined }));
    setProgress(0);
    uploader(file, 'verification-document', {
      onProgress: (sent, total) => {
        setProgress(total === 0 ? 100 : Math.round((sent / total) * 100));
      },
      onSuccess: (key) => {
        setProgress(null);
        setDocument({ key, name: file.name });
      },
      onError: (message) => {
        setProgress(null);
        setErrors((current) => ({ ...current, document: message || TEXTS.failed }));
      },
    });
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setProblem('');
    const found: Errors = {};
    for (const field of ['legalName', 'registrationNumber', 'address', 'website'] as const) {
      if (values[field].trim() === '') found[field] = TEXTS.required[field];
    }
    if (document === null) found.document = errors.document ?? TEXTS.required.document;
    setErrors(found);
    if (Object.keys(found).length > 0 || document === null) return;
    const body: VerificationApplicationBody = { ...values, document: document.key };
    const result = await apply(body);
    if ('error' in result) {
      const { message } = result.error as { message?: string };
      setProblem(message !== undefined && message !== '' ? message : TEXTS.failed);
    }
  };

  const field = (name: Exclude<Field, 'document'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)}>
      {problem !== '' && <Banner tone="danger">{problem}</Banner>}
      <TextField label={TEXTS.legalName} maxLength={200} {...field('legalName')} />
      <TextField
        label={TEXTS.registrationNumber}
        maxLength={100}
        {...field('registrationNumber')}
      />
      <TextAreaField label={TEXTS.address} maxLength={500} rows={3} {...field('address')} />
      <TextField label={TEXTS.website} maxLength={300} inputMode="url" {...field('website')} />
      <div>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,.doc,.docx"
          aria-label={TEXTS.document}
          hidden
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <StyledText>{TEXTS.document}</StyledText>
        <StyledRow>
          {progress === null ? (
            <Button variant="secondary" onClick={() => input.current?.click()}>
              {document === null ? TEXTS.chooseDocument : TEXTS.replaceDocument}
            </Button>
          ) : (
            <span role="status">{TEXTS.uploading(progress)}</span>
          )}
          {document !== null && <span>{TEXTS.documentChosen(document.name)}</span>}
        </StyledRow>
        {errors.document !== undefined && <StyledError role="alert">{errors.document}</StyledError>}
      </div>
      <div>
        <Button
          type="submit"
          busy={sending}
          busyLabel={TEXTS.submitting}
          disabled={progress !== null}
        >
          {TEXTS.submit}
        </Button>
      </div>
    </StyledForm>
  );
}

/**
 * Verified Supplier (issue 43): a Pro supplier applies with business details and a document, and
 * reads where the application stands; a Starter one reads that it is a Supplier Pro feature, with
 * the way to the subscription page.
 */
export function VerificationCard({ profile }: { profile: SupplierProfile | null }) {
  const session = useSession();
  const isPro = session.status === 'signedIn' && session.isPremium;
  const query = useGetMyVerificationQuery(undefined, { skip: !isPro });
  const application = query.data?.application ?? null;

  let content;
  if (!isPro) {
    content = (
      <>
        <StyledText>{TEXTS.starter}</StyledText>
        <div>
          <LinkButton to={subscriptionPathOf('supplier')}>{TEXTS.upgrade}</LinkButton>
        </div>
      </>
    );
  } else if (profile === null) {
    content = <StyledText>{TEXTS.needsProfile}</StyledText>;
  } else if (query.isLoading) {
    content = <LoadingState label={TEXTS.loading} />;
  } else if (query.isError || query.data === undefined) {
    content = (
      <LoadErrorBanner
        title={TEXTS.loadError}
        retryLabel={TEXTS.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.verified) {
    content = <Banner tone="success">{TEXTS.verified}</Banner>;
  } else if (application?.status === 'pending') {
    content = (
      <Banner tone="info">
        {TEXTS.pending(formatShortDate(Date.parse(application.createdAt)))}
      </Banner>
    );
  } else {
    content = (
      <>
        {application?.status === 'refused' ? (
          <Banner tone="warning" title={TEXTS.refused(application.refusalReason ?? '')}>
            {TEXTS.applyAgain}
          </Banner>
        ) : (
          <StyledText>{TEXTS.intro}</StyledText>
        )}
        <VerificationForm />
      </>
    );
  }

  return (
    <Card title={TEXTS.title} headingLevel={2}>
      {content}
    </Card>
  );
}
