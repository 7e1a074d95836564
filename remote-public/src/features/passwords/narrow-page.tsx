import type { ReactNode } from 'react';
import { Container, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useFormsT } from '../../i18n/strings/forms';

interface NarrowPageProps {
  /** Keys of the forms strings: the page's title and meta description. */
  title: string;
  description: string;
  children: ReactNode;
}

/** A page of one short form or notice about a password or an email: titled, in a narrow column. */
export function NarrowPage({ title, description, children }: NarrowPageProps) {
  const { t } = useFormsT();
  useDocumentMeta(t(title), t(description));
  return <Container style={{ maxWidth: '32rem' }}>{children}</Container>;
}
