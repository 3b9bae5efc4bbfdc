'use client';

import { createContext, useContext, useMemo, useState } from 'react';

type VegOnlyContextValue = { vegOnly: boolean; setVegOnly: (on: boolean) => void };

const VegOnlyContext = createContext<VegOnlyContextValue | null>(null);

/**
 * Holds the menu's Veg only choice above the pages, so that it lasts while the customer moves
 * around the site; like the cart, a reload starts afresh.
 */
export function VegOnlyProvider({ children }: { children: React.ReactNode }) {
  const [vegOnly, setVegOnly] = useState(false);
  const value = useMemo(() => ({ vegOnly, setVegOnly }), [vegOnly]);
  return <VegOnlyContext.Provider value={value}>{children}</VegOnlyContext.Provider>;
}

export function useVegOnly(): VegOnlyContextValue {
  const context = useContext(VegOnlyContext);
  if (!context) throw new Error('useVegOnly must be used within a VegOnlyProvider');
  return context;
}
