import { useListSupportRequestsQuery } from '../api/listSupportRequests';
import { SupportRequestsView } from './SupportRequestsView';

/** The support requests, from the API. */
export function SupportRequests() {
  const { data, isError, refetch } = useListSupportRequestsQuery(undefined);
  return <SupportRequestsView requests={data} failed={isError} onRetry={() => void refetch()} />;
}
