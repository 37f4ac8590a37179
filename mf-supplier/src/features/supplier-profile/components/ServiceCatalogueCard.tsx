import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { SupplierProfile } from '@atelier/api-contract';
import {
  Banner,
  Button,
  Card,
  LinkButton,
  subscriptionPathOf,
  usePlatform,
  useSession,
} from '@atelier/shared-ui';
import { tusUploader, useUploader } from '@atelier/shared-ui';
import {
  useRemoveServiceCatalogueMutation,
  useSetServiceCatalogueMutation,
} from '../api/setServiceCatalogue';
import { SERVICE_CATALOGUE_TEXTS as TEXTS } from '../model/texts';

/** The purpose's limit on the API (uploads/purposes.ts). */
const MAX_CATALOGUE_BYTES = 20 * 1024 * 1024;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Supplier Pro's 'upload service catalog' (spec 000 section 6): a Pro supplier uploads a PDF;
 * a Starter one reads why not, with the way to the subscription page.
 */
export function ServiceCatalogueCard({ profile }: { profile: SupplierProfile | null }) {
  const session = useSession();
  const isPro = session.status === 'signedIn' && session.isPremium;
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);
  const [setCatalogue] = useSetServiceCatalogueMutation();
  const [removeCatalogue, { isLoading: removing }] = useRemoveServiceCatalogueMutation();

  const pick = (file: File | undefined) => {
    if (file === undefined) return;
    setProblem('');
    setSaved(false);
    if (!/\.pdf$/i.test(file.name)) {
      setProblem(TEXTS.notPdf(file.name));
      return;
    }
    if (file.size > MAX_CATALOGUE_BYTES) {
      setProblem(TEXTS.tooLarge(file.name));
      return;
    }
    setProgress(0);
    uploader(file, 'service-catalogue', {
      onProgress: (sent, total) => {
        setProgress(total === 0 ? 100 : Math.round((sent / total) * 100));
      },
      onSuccess: (key) => {
        void setCatalogue(key).then((result) => {
          setProgress(null);
          if ('error' in result) {
            const { message } = result.error as { message?: string };
            setProblem(message !== undefined && message !== '' ? message : TEXTS.failed);
          } else setSaved(true);
        });
      },
      onError: (message) => {
        setProgress(null);
        setProblem(message || TEXTS.failed);
      },
    });
  };

  return (
    <Card title={TEXTS.title} headingLevel={2}>
      {!isPro ? (
        <>
          <StyledText>{TEXTS.starter}</StyledText>
          <div>
            <LinkButton to={subscriptionPathOf('supplier')}>{TEXTS.upgrade}</LinkButton>
          </div>
        </>
      ) : profile === null ? (
        <StyledText>{TEXTS.needsProfile}</StyledText>
      ) : (
        <>
          <StyledText>{TEXTS.pro}</StyledText>
          {saved && <Banner tone="success">{TEXTS.saved}</Banner>}
          {problem !== '' && <Banner tone="danger">{problem}</Banner>}
          {profile.catalogue !== null && <p>{TEXTS.current(profile.catalogue.name)}</p>}
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            aria-label={TEXTS.upload}
            hidden
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <StyledRow>
            {progress === null ? (
              <Button variant="secondary" onClick={() => input.current?.click()}>
                {profile.catalogue === null ? TEXTS.upload : TEXTS.replace}
              </Button>
            ) : (
              <span role="status">{TEXTS.uploading(progress)}</span>
            )}
            {profile.catalogue !== null && progress === null && (
              <Button
                variant="ghost"
                busy={removing}
                onClick={() => {
                  setSaved(false);
                  void removeCatalogue(undefined);
                }}
              >
                {TEXTS.remove}
              </Button>
            )}
          </StyledRow>
        </>
      )}
    </Card>
  );
}
