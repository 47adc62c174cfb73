/** Paths, field names and choices the public pages need without loading the validation library. */
export const INQUIRIES_PATH = "/api/inquiries";
export const SUBSCRIBERS_PATH = "/api/subscribers";
/** Public: the active job openings (careers page). */
export const PUBLIC_JOBS_PATH = "/api/jobs";
/** The careers page as served carries its openings as JSON in an element with this id, for hydration. */
export const JOB_OPENINGS_DATA_ID = "job-openings-data";

/** Hidden form field that people never fill in; bots that do are answered as if accepted. */
export const HONEYPOT_NAME = "website";

/** The contact form's subject choices (SPEC section 2.8). */
export const inquirySubjects = [
  { value: "general", label: "General Inquiry" },
  { value: "property", label: "Property Information" },
  { value: "partnership", label: "Business Partnership" },
  { value: "careers", label: "Career Opportunities" },
  { value: "other", label: "Other" },
] as const;
export type InquirySubject = (typeof inquirySubjects)[number]["value"];

/** How a stored subject is shown (older free-text subjects are shown as they were sent). */
export const inquirySubjectLabel = (value: string): string =>
  inquirySubjects.find((subject) => subject.value === value)?.label ?? value;

/** Paged lists carry their total in this header; CSV exports their record count in the other. */
export const TOTAL_COUNT_HEADER = "x-total-count";
export const EXPORT_COUNT_HEADER = "x-record-count";
