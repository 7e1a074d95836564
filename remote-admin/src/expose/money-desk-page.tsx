import { MoneyDesk } from '../features/money-desk/money-desk';

/** Exposed as './MoneyDeskPage': /admin-dashboard/money. */
export default MoneyDesk;
