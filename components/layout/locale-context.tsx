'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/site/locale';

const LocaleContext = createContext<Locale>('en');

/** The page's language, for client islands that link to a page or name a dish. */
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
