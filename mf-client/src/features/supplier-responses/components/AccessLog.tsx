import { useId } from 'react';
import { MutedText } from '@atelier/shared-ui';
import { useGetAccessLogQuery } from '../api/getAccessLog';
import { TEXTS } from '../model/texts';
import { ResponseSection, PlainList } from './QuoteDetails';

/** Who opened which of the request's files, and when (beyond the spec). */
export function AccessLog({ requestId }: { requestId: string }) {
  const { data } = useGetAccessLogQuery(requestId, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  const downloads = data?.downloads ?? [];
  return (
    <ResponseSection title={TEXTS.accessLog} titleId={headingId}>
      {downloads.length === 0 ? (
        <MutedText size="sm" inline>
          {TEXTS.accessLogEmpty}
        </MutedText>
      ) : (
        <PlainList>
          {downloads.map((entry) => (
            <li key={`${entry.key}-${entry.userId}-${entry.downloadedAt}`}>
              {TEXTS.accessLogEntry(
                entry.userName,
                entry.fileName,
                new Date(entry.downloadedAt).toLocaleString('en-US'),
              )}
            </li>
          ))}
        </PlainList>
      )}
    </ResponseSection>
  );
}
