import { useListFailedEmailsQuery } from '../api/listFailedEmails';
import { FailedEmailsView } from './FailedEmailsView';

/** The e-mails that could not be sent, from the API. */
export function FailedEmails() {
  const { data, isError, refetch } = useListFailedEmailsQuery(undefined);
  return <FailedEmailsView emails={data} failed={isError} onRetry={() => void refetch()} />;
}
