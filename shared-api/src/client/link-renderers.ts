import { createElement, type ReactNode } from 'react';
import { Link, NavLink } from '@kaamyaab/shared-api/router';

/** What shared-ui's views hand a `renderLink`: they know no router, the apps do. */
interface LinkArgs {
  to: string;
  label?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A plain in-app link: its text is its name. */
export const renderLink = ({ to, children }: LinkArgs) => createElement(Link, { to }, children);

/** An in-app link named by `label`, for a link whose content is more than its name. */
export const renderLabelledLink = ({ to, label, children }: LinkArgs) =>
  createElement(Link, { to, 'aria-label': label }, children);

/** A navigation entry: marked as the current page only on its own path, not below it. */
export const renderNavLink = ({ to, children, onClick }: LinkArgs) =>
  createElement(NavLink, { to, end: true, onClick }, children);
