import { createContext, useContext } from 'react';
import type { Identity } from './identity';

export const IdentityContext = createContext<Identity | null>(null);

/** The shell's identity (sign-in, sign-up, role selection); only inside the shell's own area. */
export function useIdentity(): Identity {
  const identity = useContext(IdentityContext);
  if (identity === null) throw new Error('useIdentity must be used within the shell area');
  return identity;
}
