import styled from 'styled-components';
import { Card, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { blogPosts, updatedTag } from './blogs-data';
import { MetaLine } from './meta-line';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr));
  gap: 1.5rem;

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Tag = styled.span`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.85rem;
  font-weight: 600;
`;

// A post's date is a calendar day (yyyy-mm-dd, read as midnight UTC): shown in UTC, so a reader
// west of Greenwich does not see the day before.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function BlogsPage() {
  useDocumentMeta(
    'Latest Tech Insights',
    'Articles on freelancing, pricing, skills and remote work for Pakistan’s tech community.',
  );
  const tag = updatedTag(new Date());
  return (
    <Container>
      <PageHeading>Latest Tech Insights</PageHeading>
      <Grid>
        {blogPosts.map((post, index) => (
          <Card as="article" key={post.id} aria-labelledby={`post-${post.id}`}>
            <img
              src={post.banner}
              alt={`${post.topic} banner`}
              width={640}
              height={320}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
            <h2 id={`post-${post.id}`}>{post.title}</h2>
            <MetaLine>
              <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
              <Tag>{tag}</Tag>
            </MetaLine>
            {post.content.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
