/**
 * The store view a page belongs to, its settings from the store layout, and the shopper (a guest
 * or signed in), for any component below the store layout.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { DEFAULT_ROLE_ID } from '../../lib/chrome/chromeRules.ts';
import { storePath, type StoreViewDefinition } from '../../lib/storeView/storeView.ts';
import type { Route } from '../../routes/+types/store';

export type StoreChromeData = Route.ComponentProps['loaderData'];

export interface Shopper {
  roleId: number;
  /** Member card number, the analytics customer id (spec 001 §3.2); null for guests. */
  cardNumber: string | null;
  /** A staff member's number (spec 001 §7 account chip); null for guests and shoppers. */
  staffNo: string | null;
  firstname: string | null;
  lastname: string | null;
  /** Whether the request carried a customer session (such pages are drawn per shopper). */
  signedIn: boolean;
  /** Inside the WeChat mini program, where the account trigger goes to the mobile sign-in page (spec 000 §2). */
  inMiniProgram: boolean;
}

export const GUEST: Shopper = { roleId: DEFAULT_ROLE_ID, cardNumber: null, staffNo: null, firstname: null, lastname: null, signedIn: false, inMiniProgram: false };

interface StoreContextValue {
  view: StoreViewDefinition;
  store: StoreChromeData['store'];
  shopper: Shopper;
}

const StoreContext = createContext<StoreContextValue | null>(null);

export function StoreProvider({ value, children }: { value: StoreContextValue; children: ReactNode }) {
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

export function useStore(): StoreContextValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore needs the store layout');
  return value;
}

/** `(path) => '/en-hk' + path` for the current store view. */
export function useStorePath(): (path: string) => string {
  const { view } = useStore();
  return useCallback((path: string) => storePath(view, path), [view]);
}
