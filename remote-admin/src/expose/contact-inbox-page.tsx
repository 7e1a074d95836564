import { ContactInbox } from '../features/contact-inbox/contact-inbox';

/** Exposed as './ContactInboxPage': /admin-dashboard/contact-messages. */
export default ContactInbox;
