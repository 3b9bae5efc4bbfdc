'use client';

import type { ErrorPageProps } from '@/components/layout/error-page';
import { PageError } from '@/components/layout/page-error';

export default function Error(props: ErrorPageProps) {
  return <PageError {...props} locale="en" />;
}
