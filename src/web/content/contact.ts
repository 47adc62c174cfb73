import mapPreview from "@/web/assets/images/contact/office-map-preview.svg";
import profileQr from "@/web/assets/images/contact/profile-qr.svg";
import { inquiryReceivedMessage } from "@/shared/contract/paths";
import { site } from "@/web/lib/site";
import type { ImageAsset } from "./image";

/** The office address as printed on letterheads: street, then locality and city, then region and PIN. */
export const addressLines: string[] = [
  site.address.street,
  `${site.address.locality}, ${site.address.city}`,
  `${site.address.region} ${site.address.postalCode}, ${site.address.country}`,
];

/** The site's domain without the scheme, for display. */
export const websiteLabel = site.url.replace(/^https?:\/\//, "");

export const contactHero = {
  title: "Contact Us",
  text: "Planning a launch, reviving a slow-moving project or looking for the right home in Pune? Tell us what you need and the right person from our team will get back to you within one working day.",
};

export const contactInfo = {
  heading: "Get in Touch",
  intro: "Call us, write to us or walk into our Shivajinagar office. Site visits and developer meetings are by appointment.",
  labels: { address: "Office", email: "E-mail", phone: "Phone", website: "Website" },
  hoursHeading: "Business Hours",
  hoursNote: "Closed on national holidays. Site visits can be arranged on Sundays by appointment.",
};

export const companyProfile = {
  heading: "Company Profile",
  text: "Scan the code with your phone or download the two-page PDF: our services, track record and contact details.",
  href: "/company-profile.pdf",
  fileName: "company-profile.pdf",
  linkLabel: "Download Company Profile",
  fileInfo: "PDF, 2 pages, 7 KB",
  qr: {
    src: profileQr,
    width: 148,
    height: 148,
    alt: `QR code that opens the ${site.name} company profile (PDF) at ${site.url}/company-profile.pdf`,
  } satisfies ImageAsset,
};

export const contactForm = {
  heading: "Send Us a Message",
  intro: "Share a few details about your project or question. Fields marked * are required.",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    subject: "Subject",
    message: "Message",
    honeypot: "Leave this field empty",
  },
  placeholders: {
    name: "Your full name",
    email: "you@example.com",
    phone: "+91 98765 43210",
    message: "Tell us about your project, the property you are interested in or how we can help.",
  },
  subjectPlaceholder: "Select a subject",
  submit: "Send Message",
  pending: "Sending...",
  privacyNote: "We use your details only to answer your message. See our",
  privacyLink: "Privacy Policy",
  success: { title: "Success!", description: "Your message has been sent. We'll get back to you soon." },
  failure: { title: "Error", description: "There was a problem sending your message. Please try again." },
};

export const nextSteps = {
  heading: "What happens next",
  steps: [
    { title: "We read every message", text: "A director reviews new messages each working morning and passes them to the right team." },
    { title: "A call within one working day", text: "Developers hear from our strategy team; buyers and investors from a sales advisor." },
    { title: "A meeting that suits you", text: "At our office, at your site or on a video call, with a clear next step at the end of it." },
  ],
};

export const thankYou = {
  heading: "Thank You!",
  text: inquiryReceivedMessage,
  note: `Need an answer sooner? Call us on ${site.phone.replace(/ /g, "\u00a0")} between 9:00 AM and 6:00 PM, Monday to Saturday.`,
  again: "Send Another Message",
};

export const officeMap = {
  eyebrow: "Visit Us",
  heading: "Our Office",
  intro: `On Senapati Bapat Road in ${site.address.locality}, a short drive from Pune University Chowk and the Shivajinagar railway and metro stations.`,
  preview: {
    src: mapPreview,
    width: 1200,
    height: 600,
    alt: `Street map of ${site.address.locality}, Pune, with a pin on our office on Senapati Bapat Road`,
  } satisfies ImageAsset,
  load: "Load interactive map",
  loadNote: "The interactive map is served by OpenStreetMap. It loads only when you ask for it.",
  frameTitle: "Office location map",
  openLink: "Open in OpenStreetMap",
};
