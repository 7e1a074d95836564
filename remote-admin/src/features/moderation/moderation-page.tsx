import { useModeration } from '@kaamyaab/shared-api/client';
import { PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner } from '@kaamyaab/shared-ui/forms';
import { CardList, ListNote, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useAdminT } from '../../i18n/admin-strings';
import { AppealCard } from './appeal-card';
import { ReportedTargetCard } from './reported-target-card';

/**
 * The admins' moderation page (docs/decisions/033-enforcement.md): open reports grouped by what
 * they report, oldest first, then the appeals of accounts deactivated for cause.
 */
export function ModerationPage() {
  const { t } = useAdminT();
  useDocumentMeta(t('moderation.title'), t('moderation.metaDescription'));
  const model = useModeration();
  const { targets, appeals } = model;
  return (
    <section>
      <PageHeading>{t('moderation.title')}</PageHeading>
      <ErrorBanner message={model.failed ? t('moderation.failed') : null} />
      <h2>{t('moderation.reports')}</h2>
      {!targets ? (
        <SkeletonList />
      ) : targets.length === 0 ? (
        <ListNote>{t('moderation.noReports')}</ListNote>
      ) : (
        <CardList aria-label={t('moderation.reports')}>
          {targets.map((target) => (
            <li key={`${target.targetType}:${target.targetId}`}>
              <ReportedTargetCard target={target} model={model} />
            </li>
          ))}
        </CardList>
      )}
      <h2>{t('moderation.appeals')}</h2>
      {!appeals ? (
        <SkeletonList />
      ) : appeals.length === 0 ? (
        <ListNote>{t('moderation.noAppeals')}</ListNote>
      ) : (
        <CardList aria-label={t('moderation.appeals')}>
          {appeals.map((appeal) => (
            <li key={appeal._id}>
              <AppealCard appeal={appeal} model={model} />
            </li>
          ))}
        </CardList>
      )}
    </section>
  );
}
