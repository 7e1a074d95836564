import { Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

interface LegalDocumentProps {
  title: string;
  description: string;
  updated: string;
  sections: LegalSection[];
}

export function LegalDocument({ title, description, updated, sections }: LegalDocumentProps) {
  useDocumentMeta(title, description);
  return (
    <Container as="article" style={{ maxWidth: '48rem' }}>
      <PageHeading>{title}</PageHeading>
      <p>Last updated: {updated}</p>
      {sections.map((section, index) => (
        <section
          key={section.heading}
          aria-labelledby={`section-${index}`}
          data-testid="legal-section"
        >
          <h2 id={`section-${index}`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Container>
  );
}
