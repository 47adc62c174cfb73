import { site } from "@/web/lib/site";
import { websiteLabel } from "./contact";
import { LAST_UPDATED, legalName, legalTitles, officeAddress, type LegalDocument } from "./legal-shared";

export const cookiePolicy: LegalDocument = {
  id: "cookie-policy",
  title: legalTitles["cookie-policy"],
  lastUpdated: LAST_UPDATED,
  summary:
    "Our public website sets no cookies and runs no trackers. Staff who sign in to the portal get one strictly necessary session cookie, which ends when they sign out.",
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      blocks: [
        `Cookies are small text files that a website stores in your browser. Similar technologies, such as the browser's local storage, keep information on your device in much the same way. This policy covers both and explains exactly what ${legalName} ("${site.name}", "we" or "us") stores through ${websiteLabel}, and why.`,
      ],
    },
    {
      id: "our-approach",
      heading: "Our approach",
      blocks: [
        "We keep it minimal. The public pages of the website set no cookies at all. We use no analytics, advertising, social media or other tracking cookies, whether our own or a third party's.",
        "The only cookie we set is a strictly necessary session cookie for staff who sign in to the staff portal.",
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies and storage we use",
      blocks: [
        {
          table: {
            caption: "Cookies and browser storage used by the website",
            columns: ["Name", "Purpose", "Type", "Duration"],
            rows: [
              [
                "Portal session cookie",
                "Keeps a staff member signed in to the staff portal. It holds only a random session identifier, is marked HttpOnly and SameSite=Strict, and cannot be read by scripts on the page.",
                "Strictly necessary, first-party",
                "Until you sign out or after a period of inactivity; never more than 12 hours",
              ],
              [
                "Portal profile (local storage)",
                "Remembers the signed-in staff member's name and role so that the dashboard can show them. It holds no password or session secret.",
                "Strictly necessary, first-party",
                "Removed when you sign out",
              ],
            ],
          },
        },
        "Neither is set when you browse the public pages, send us a message or subscribe to our newsletter. Your contact inquiry and newsletter e-mail address are stored on our servers, not in your browser; our Privacy Policy explains how we handle them.",
      ],
    },
    {
      id: "consent",
      heading: "Why there is no cookie banner",
      blocks: [
        "Strictly necessary cookies are needed to provide a service you have asked for, in this case signing in to the staff portal, and do not require consent. Because we set no other cookies, we do not ask you to accept or reject any.",
        "If we ever add optional cookies, we will ask for your consent before setting them and update this policy first.",
      ],
    },
    {
      id: "third-party-content",
      heading: "Third-party content",
      blocks: [
        'The interactive map on our Contact page comes from OpenStreetMap. No request is made to OpenStreetMap until you click "Load interactive map"; once the map loads, OpenStreetMap may store its own cookies or similar data under its own policy.',
        "Links to our social media pages open those websites, which apply their own cookie policies.",
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies",
      blocks: [
        "You can view and delete cookies and local storage in your browser's settings, and you can block cookies altogether; your browser's help pages explain how. Blocking cookies does not affect the public website. Staff cannot sign in to the portal without the session cookie.",
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes and contact",
      blocks: [
        `We will update this policy whenever the cookies we use change; the date at the top of this page shows the latest revision. Questions about cookies can be sent to ${site.email} or to our office at ${officeAddress}.`,
      ],
    },
  ],
};
