import { formatDateTime } from '@kaamyaab/shared-ui';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa } from '../../lib/paisa';
import type { ContractEventView } from './deal-types';

/** What happened on the contract, oldest first, each with who did it and any money it moved. */
export function ContractTimeline({ events }: { events: ContractEventView[] }) {
  const { t, language } = useDealsT();
  return (
    <ol>
      {events.map((event) => (
        <li key={event.id}>
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, language)}</time> ·{' '}
          {t(`events.${event.kind}`, { defaultValue: event.kind })} · {t(`by.${event.by}`)}
          {event.amountPaisa !== null && <> · {formatPaisa(event.amountPaisa, language)}</>}
          {event.note && (
            <>
              {' '}
              · <bdi>{event.note}</bdi>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
