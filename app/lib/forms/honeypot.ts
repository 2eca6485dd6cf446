/** Names shared by form components (browser) and form actions (server). */

/** The honeypot field of public forms, which the Honeypot form component renders. */
export const HONEYPOT_FIELD_NAME = "website";
