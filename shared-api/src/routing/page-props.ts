/**
 * The props of every module a remote exposes, read from the table of pages: an area's layout
 * holds the page below it, a chooser holds each role's form, any other page takes nothing. The
 * shell renders modules by these types, and an exposed component may check itself against its
 * row (`satisfies ExposedComponent<'company', 'DashboardLayout'>`).
 */
import type { ComponentType, ReactNode } from 'react';
import type { RemoteName } from '../contract/remotes';
import type { areas, ChooserRole, pages, PageName } from './page-table';

export interface AreaLayoutProps {
  children: ReactNode;
}

export type ChooserProps = Record<`${ChooserRole}Form`, ReactNode>;

interface PropsOfKind {
  layout: AreaLayoutProps;
  chooser: ChooserProps;
  page: Record<never, never>;
}

interface Exposed<Remote, Module, Kind extends keyof PropsOfKind> {
  remote: Remote;
  module: Module;
  kind: Kind;
}

type Row = (typeof pages)[PageName];

/** What a row exposes: its page and, for a chooser, the form it holds of each chooser role. */
type ExposedByRow<R> = R extends { area: infer Area; module: infer Module }
  ? | Exposed<
        R extends { remote: infer Remote } ? Remote : Area,
        Module,
        R extends { forms: string } ? 'chooser' : 'page'
      >
    | (R extends { forms: infer Form }
        ? { [Role in ChooserRole]: Exposed<Role, Form, 'page'> }[ChooserRole]
        : never)
  : never;

type ExposedLayout = {
  [Area in keyof typeof areas]: (typeof areas)[Area] extends { layout: infer Module }
    ? Exposed<Area, Module, 'layout'>
    : never;
}[keyof typeof areas];

type AnyExposed = ExposedByRow<Row> | ExposedLayout;

/** The modules a remote exposes, by name. */
export type ExposedName<Remote extends RemoteName> = Extract<
  AnyExposed,
  { remote: Remote }
>['module'];

/** The props an exposed module takes. */
export type ExposedProps<Remote extends RemoteName, Module extends string> = PropsOfKind[Extract<
  AnyExposed,
  { remote: Remote; module: Module }
>['kind']];

/** What an exposed module's default export is. */
export type ExposedComponent<
  Remote extends RemoteName,
  Module extends ExposedName<Remote>,
> = ComponentType<ExposedProps<Remote, Module>>;
