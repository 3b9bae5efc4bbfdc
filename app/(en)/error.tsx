'use client';

import { ErrorPage, type ErrorPageProps } from '@/components/layout/error-page';
import { error } from '@/lib/words/en/error';

export default function Error(props: ErrorPageProps) {
  return <ErrorPage {...props} words={error} />;
}
