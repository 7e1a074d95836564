import type { ReactNode } from 'react';
import { CardHeader } from './application-card.styles';

/** The top of an application's card: its title and byline on one side, its status on the other. */
export function CardHeading({
  title,
  byline,
  status,
}: {
  title: ReactNode;
  byline: ReactNode;
  status: ReactNode;
}) {
  return (
    <CardHeader>
      <div>
        {title}
        {byline}
      </div>
      {status}
    </CardHeader>
  );
}
