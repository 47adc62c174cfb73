/** Paths and field names the public pages need without loading the validation library. */
export const INQUIRIES_PATH = "/api/inquiries";
export const SUBSCRIBERS_PATH = "/api/subscribers";

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const HONEYPOT_NAME = "website";
