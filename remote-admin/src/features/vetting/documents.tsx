import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { reviewApi } from '@kaamyaab/shared-api/client';
import type { ReviewDocumentDto } from '@kaamyaab/shared-api/contract';
import { useAdminT } from '../../i18n/admin-strings';

const Figure = styled.figure`
  margin: 1rem 0;

  img,
  iframe {
    display: block;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  img {
    max-height: 32rem;
  }
  iframe {
    width: 100%;
    height: 32rem;
  }
  figcaption {
    margin-top: 0.5rem;
  }
`;

const LABELS = {
  proofOfRegistrationFee: 'documents.proofOfRegistrationFee',
  avatar: 'documents.avatar',
} as const;

/**
 * A PDF is read as a blob and shown from a blob URL: the file route serves private documents as
 * downloads in a sandbox, which a browser would not display in a frame.
 */
function PdfViewer({ document: file, title }: { document: ReviewDocumentDto; title: string }) {
  const { t } = useAdminT();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    reviewApi.document(file._id).then(
      (blob) => {
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      () => setFailed(true),
    );
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [file._id]);
  if (failed) return <p role="status">{t('documents.failed')}</p>;
  return url ? <iframe src={url} title={title} /> : <p>{t('documents.loading')}</p>;
}

/** The uploaded documents, shown in the page: images as images, PDFs in a viewer. */
export function Documents({ documents }: { documents: ReviewDocumentDto[] }) {
  const { t } = useAdminT();
  const receipts = documents.filter((file) => file.field !== 'avatar');
  if (receipts.length === 0) return <p>{t('documents.none')}</p>;
  return (
    <>
      {receipts.map((file) => {
        const title = t(LABELS[file.field]);
        return (
          <Figure key={file._id}>
            {file.contentType === 'application/pdf' ? (
              <PdfViewer document={file} title={title} />
            ) : (
              <img src={file.url} alt={title} />
            )}
            <figcaption>
              {t('documents.caption', { title, size: Math.ceil(file.byteSize / 1024) })}{' '}
              <a href={file.url} download>
                {t('documents.download')}
              </a>
            </figcaption>
          </Figure>
        );
      })}
    </>
  );
}
