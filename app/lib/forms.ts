/** Names shared by form components (browser) and form actions (server). */

/** The honeypot field of public forms (see components/forms.tsx Honeypot). */
export const HONEYPOT_FIELD_NAME = "website";
