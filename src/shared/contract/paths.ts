/** Paths, field names and choices the public pages need without loading the validation library. */
export const INQUIRIES_PATH = "/api/inquiries";
export const SUBSCRIBERS_PATH = "/api/subscribers";

/** What POST /api/inquiries and POST /api/subscribers answer on success, shown by the contact form and the newsletter block. */
export const inquiryReceivedMessage = "Your message has been received. We'll get back to you shortly.";
export const subscribedMessage = "Thank you for subscribing to our newsletter!";
/** The newsletter's one-click unsubscribe (docs/product.md section 11), which the public unsubscribe page posts to. */
export const UNSUBSCRIBE_API_PATH = "/api/unsubscribe";

export const unsubscribeMessages = {
  invalid: "This unsubscribe link is not valid",
  done: "You have been unsubscribed. You will receive no more newsletters.",
} as const;

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const HONEYPOT_NAME = "website";

/** The contact form's subject choices (docs/product.md section 3.9). */
export const inquirySubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "property", label: "Property Information" },
  { value: "partnership", label: "Business Partnership" },
  { value: "careers", label: "Career Opportunities" },
  { value: "other", label: "Other" },
] as const;
export type InquirySubject = (typeof inquirySubjects)[number]["value"];
