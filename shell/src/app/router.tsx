/**
 * The route table, drawn from the table of pages in shared-api. Every page is a module exposed by
 * one of the remotes and loaded on first visit; the shell adds only the frames (the public
 * layout, each signed-in area's guard around its remote's layout), redirects and not-found pages.
 */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from '@kaamyaab/shared-api/router';
import { areas, pages, remoteOf, type AreaName, type PageName } from '@kaamyaab/shared-api';
import { RemotePage } from '../federation/remote-page';
import { RequireAdmin, RequireCompany, RequireFreelancer } from '../guards/require-role';
import { NotFoundPage } from '../errors/not-found-page';
import { PublicLayout } from '../layout/public-layout';

type Row = (typeof pages)[PageName];
type SignedInArea = Exclude<AreaName, 'public'>;

const guards: Record<SignedInArea, ComponentType<{ children: ReactNode }>> = {
  freelancer: RequireFreelancer,
  company: RequireCompany,
  admin: RequireAdmin,
};

const signedInAreas = Object.keys(guards) as SignedInArea[];

const rows: Row[] = Object.values(pages);
const rowsIn = (area: AreaName) => rows.filter((row) => row.area === area);

const chooserForms = (form: Extract<Row, { forms: string }>['forms']) => ({
  freelancerForm: <RemotePage remote="freelancer" module={form} />,
  companyForm: <RemotePage remote="company" module={form} />,
});

function pageElement(row: Row) {
  if ('redirect' in row) return <Navigate to={pages[row.redirect].path} replace />;
  if ('forms' in row) {
    return (
      <RemotePage remote={remoteOf(row)} module={row.module} props={chooserForms(row.forms)} />
    );
  }
  return <RemotePage remote={remoteOf(row)} module={row.module} />;
}

/** An area's pages, at their full paths; a signed-in area's own path is its index page. */
const pageRoutes = (area: AreaName, indexPath?: string) =>
  rowsIn(area).map((row) =>
    row.path === indexPath ? (
      <Route key={row.path} index element={pageElement(row)} />
    ) : (
      <Route key={row.path} path={row.path} element={pageElement(row)} />
    ),
  );

function signedInArea(area: SignedInArea) {
  const Guard = guards[area];
  return (
    <Route
      key={area}
      path={areas[area].path}
      element={
        <Guard>
          <RemotePage remote={area} module={areas[area].layout} props={{ children: <Outlet /> }} />
        </Guard>
      }
    >
      {pageRoutes(area, areas[area].path)}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pageRoutes('public')}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {signedInAreas.map(signedInArea)}
    </Routes>
  );
}
