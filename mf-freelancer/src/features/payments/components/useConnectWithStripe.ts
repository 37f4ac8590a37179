import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiMessageOr } from '../../../lib/apiError';
import { browser } from '../../../lib/browser';
import { useGetSellerAccountQuery } from '../../../lib/getSellerAccount';
import { useCreateOnboardingLinkMutation } from '../api/createOnboardingLink';
import { ACCOUNT_TEXTS as TEXTS } from '../model/texts';

/** Stripe's return and refresh URLs come back to this page with `?onboarding=`. */
export const ONBOARDING_PARAM = 'onboarding';

/**
 * Stripe's `account.updated` may arrive after the browser is back: for a while after the
 * return, the account is read again until it can take charges.
 */
export const RETURN_POLL_MS = 3000;
export const RETURN_POLL_FOR_MS = 60_000;

/**
 * 'Connect with Stripe': asks the API for an onboarding link (it creates the connected account
 * the first time) and sends the browser there. Coming back (`?onboarding=return`) reads the
 * account again; an expired link (`?onboarding=refresh`) asks for a new one at once.
 */
export function useConnectWithStripe() {
  const [params, setParams] = useSearchParams();
  const returning = params.get(ONBOARDING_PARAM);
  const [polling, setPolling] = useState(false);
  const { data: account, refetch } = useGetSellerAccountQuery(undefined);
  // A second subscription to the same account, polling only while it waits for Stripe.
  useGetSellerAccountQuery(undefined, {
    pollingInterval: polling && account?.state !== 'enabled' ? RETURN_POLL_MS : 0,
  });
  const [createLink, { isLoading }] = useCreateOnboardingLinkMutation();
  const [leaving, setLeaving] = useState(false);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  const connect = async () => {
    setError(null);
    try {
      const { url } = await createLink(undefined).unwrap();
      setLeaving(true);
      browser.assign(url);
    } catch (failure) {
      setExpired(false);
      setError(apiMessageOr(failure, TEXTS.connectFailed));
    }
  };

  const arrive = useEffectEvent((from: string) => {
    // The address loses its parameter, so that a reload does not start over.
    setParams(
      (current) => {
        current.delete(ONBOARDING_PARAM);
        return current;
      },
      { replace: true },
    );
    if (from === 'refresh') {
      setExpired(true);
      void connect();
    } else {
      void refetch();
      setPolling(true);
    }
  });

  useEffect(() => {
    if (returning === null || handled.current) return;
    handled.current = true;
    arrive(returning);
  }, [returning]);

  useEffect(() => {
    if (!polling) return undefined;
    const timer = setTimeout(() => setPolling(false), RETURN_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [polling]);

  return {
    connect: () => void connect(),
    busy: isLoading || leaving,
    /** An expired link is being replaced (the page says why it leaves again). */
    expired,
    error,
  };
}
