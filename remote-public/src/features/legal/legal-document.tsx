import { Container, formatDate, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useLegalT } from '../../i18n/strings/legal';
import { LEGAL_UPDATED, SUPPORT_EMAIL, type LegalSection } from './terms';

interface LegalDocumentProps {
  /** Which document: its words are at legal.<document> in the strings. */
  document: 'terms' | 'privacy';
  sections: LegalSection[];
}

export function LegalDocument({ document, sections }: LegalDocumentProps) {
  const { t, language } = useLegalT();
  const title = t(`legal.${document}.title`);
  useDocumentMeta(title, t(`legal.${document}.description`));
  return (
    <Container as="article" style={{ maxWidth: '48rem' }}>
      <PageHeading>{title}</PageHeading>
      <p>{t('legal.lastUpdated', { date: formatDate(LEGAL_UPDATED, language) })}</p>
      {sections.map((section, index) => {
        const at = `legal.${document}.sections.${section.key}`;
        return (
          <section
            key={section.key}
            aria-labelledby={`section-${index}`}
            data-testid="legal-section"
          >
            <h2 id={`section-${index}`}>
              {index + 1}. {t(`${at}.heading`)}
            </h2>
            {Array.from({ length: section.paragraphs }, (_, paragraph) => (
              <p key={paragraph}>{t(`${at}.p${paragraph + 1}`, { email: SUPPORT_EMAIL })}</p>
            ))}
          </section>
        );
      })}
    </Container>
  );
}
