import { formatDate } from '@kaamyaab/shared-ui';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import { Box, Muted, PlainList, Tag } from './deal-styles';
import type { OfferVersionView } from './deal-types';

/** Every version of the terms, newest first: who proposed what, and which one stands. */
export function OfferVersions({
  versions,
  current,
}: {
  versions: OfferVersionView[];
  current: number;
}) {
  const { t, language } = useDealsT();
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  return (
    <PlainList>
      {newestFirst.map((version) => (
        <Box key={version.version} aria-current={version.version === current || undefined}>
          <Muted>
            {t('room.version', {
              number: version.version,
              who: t(`by.${version.proposedBy}`),
              date: formatDate(version.createdAt, language),
            })}{' '}
            {version.version === current && <Tag>{t('room.current')}</Tag>}
          </Muted>
          <h3>
            <bdi>{version.title}</bdi>
          </h3>
          <p dir="auto">{version.scope}</p>
          <ol>
            {version.milestones.map((milestone, index) => (
              <li key={index}>
                <bdi>{milestone.title}</bdi>: {formatPaisa(milestone.amountPaisa, language)} ·{' '}
                {t('room.due', { date: formatDate(milestone.dueDate, language) })}
              </li>
            ))}
          </ol>
          <p>
            <strong>
              {t('offer.total', { amount: formatPaisa(version.totalPaisa, language) })}
            </strong>
          </p>
        </Box>
      ))}
    </PlainList>
  );
}
