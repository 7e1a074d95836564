import { Fragment, type ReactNode } from 'react';
import { Card, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import type { RenderLinkArgs } from '../dashboard-frame/dashboard-frame';

/** The words a party's home page reads from its area, under the same keys in both areas. */
export type PartyHomeKey = 'home.metaTitle' | 'home.metaDescription' | 'home.title' | 'home.body';

export interface PartyHomeProps {
  /** The area's translate function. */
  words: (key: PartyHomeKey) => string;
  /** Whom the page welcomes, in the area's own words. */
  heading: string;
  /** Where the page leads next, each link by its words. */
  links: readonly { to: string; label: string }[];
  renderLink: (args: RenderLinkArgs) => ReactNode;
}

/** The first page of a signed-in freelancer's or company's dashboard. */
export function PartyHome({ words, heading, links, renderLink }: PartyHomeProps) {
  useDocumentMeta(words('home.metaTitle'), words('home.metaDescription'));
  return (
    <section>
      <PageHeading>{heading}</PageHeading>
      <Card>
        <h2>{words('home.title')}</h2>
        <p>{words('home.body')}</p>
        {links.map(({ to, label }, index) => (
          <Fragment key={to}>
            {index > 0 && ' · '}
            {renderLink({ to, label, children: label })}
          </Fragment>
        ))}
      </Card>
    </section>
  );
}
