import { useEffect, useState } from 'react';
import { useCheckUsernameQuery } from '../api/checkUsername';

/** Waits this long after the last keystroke before asking the API. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** The live check of a username being typed: debounced, skipped when blank or unchanged. */
export function useUsernameCheck(typed: string, enabled: boolean) {
  const [settled, setSettled] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(typed.trim());
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);
  const skip = !enabled || settled === '' || settled !== typed.trim();
  const { data, isFetching } = useCheckUsernameQuery(settled, { skip });
  if (skip || isFetching || data === undefined) return undefined;
  return data;
}
