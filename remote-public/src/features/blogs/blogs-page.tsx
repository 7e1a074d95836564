import { useMemo } from 'react';
import styled from 'styled-components';
import {
  Card,
  Container,
  formatDate,
  formatMonthYear,
  PageHeading,
  useDocumentMeta,
} from '@kaamyaab/shared-ui';
import { useBlogsT } from '../../i18n/strings/blogs';
import { bannerFor, blogPosts } from './blogs-data';
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

export function BlogsPage() {
  const { t, language } = useBlogsT();
  useDocumentMeta(t('blogs.meta.title'), t('blogs.meta.description'));
  const tag = t('blogs.updated', { month: formatMonthYear(new Date(), language) });
  // The banners carry the topic word: drawn again only when the language changes (t with it).
  const banners = useMemo(
    () => blogPosts.map((post, index) => bannerFor(t(`blogs.posts.${post.key}.topic`), index)),
    [t],
  );
  return (
    <Container>
      <PageHeading>{t('blogs.heading')}</PageHeading>
      <Grid>
        {blogPosts.map((post, index) => (
          <Card as="article" key={post.id} aria-labelledby={`post-${post.id}`}>
            <img
              src={banners[index]}
              alt={t('blogs.bannerAlt', { topic: t(`blogs.posts.${post.key}.topic`) })}
              width={640}
              height={320}
              loading={index < 2 ? 'eager' : 'lazy'}
            />
            <h2 id={`post-${post.id}`}>{t(`blogs.posts.${post.key}.title`)}</h2>
            <MetaLine>
              <time dateTime={post.date}>{formatDate(post.date, language)}</time>
              <Tag>{tag}</Tag>
            </MetaLine>
            <p>{t(`blogs.posts.${post.key}.p1`)}</p>
            <p>{t(`blogs.posts.${post.key}.p2`)}</p>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
