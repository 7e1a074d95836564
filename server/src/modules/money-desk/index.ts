/** The admins' money desk: what waits, whose the money is, who decided what. */
export { moneyDeskRoutes } from './money-desk.routes';
