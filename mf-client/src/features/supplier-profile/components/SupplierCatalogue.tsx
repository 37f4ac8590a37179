import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicServiceCatalogue } from '@atelier/api-contract';
import {
  Button,
  Card,
  LinkButton,
  MutedText,
  downloadFile,
  formatFileSize,
  loginPath,
  usePlatform,
} from '@atelier/shared-ui';
import { SUPPLIER_PROFILE_TEXTS as T } from '../model/texts';

/**
 * A Pro supplier's service catalogue (issue 43): the API gives its link to a signed-in reader
 * only, so a visitor is told to sign in. The download carries the token and follows the API's
 * redirect to a 60-second signed link; the API records who downloaded it.
 */
export function SupplierCatalogue({ catalogue }: { catalogue: PublicServiceCatalogue }) {
  const { getAccessToken } = usePlatform();
  const location = useLocation();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState('');
  const { url } = catalogue;

  const download = async (link: string) => {
    setDownloading(true);
    setProblem('');
    try {
      await downloadFile({ url: link, name: catalogue.name }, getAccessToken);
    } catch {
      setProblem(T.downloadFailed(catalogue.name));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={T.catalogue} headingLevel={2}>
      <p>
        {catalogue.name}{' '}
        <MutedText size="sm" inline>
          ({formatFileSize(catalogue.size)})
        </MutedText>
      </p>
      {url === null ? (
        <>
          <p>{T.signInToDownload}</p>
          <LinkButton to={loginPath(location.pathname)} variant="secondary">
            {T.signIn}
          </LinkButton>
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={downloading}
          onClick={() => {
            void download(url);
          }}
        >
          {downloading ? T.downloading : T.download(catalogue.name)}
        </Button>
      )}
      {problem !== '' && <p role="alert">{problem}</p>}
    </Card>
  );
}
