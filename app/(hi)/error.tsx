'use client';

import { ErrorPage, type ErrorPageProps } from '@/components/layout/error-page';
import { error } from '@/lib/words/hi/error';

export default function Error(props: ErrorPageProps) {
  return <ErrorPage {...props} words={error} />;
}
