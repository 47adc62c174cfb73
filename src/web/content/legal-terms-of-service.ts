import { site } from "@/web/lib/site";
import { websiteLabel } from "./contact";
import { LAST_UPDATED, legalName, legalTitles, officeAddress, type LegalDocument } from "./legal-shared";

export const termsOfService: LegalDocument = {
  id: "terms-of-service",
  title: legalTitles["terms-of-service"],
  lastUpdated: LAST_UPDATED,
  summary:
    "Use our website lawfully and for what it is for: learning about our services and getting in touch. Project details are indicative and are not an offer. Indian law applies, and the courts at Pune have jurisdiction.",
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        `These terms govern your use of ${websiteLabel} (the "website"), operated by ${legalName}, a company incorporated in India with its office at ${officeAddress} ("we", "us" or "our"). By using the website you agree to these terms. If you do not agree, please do not use it.`,
        "Our Privacy Policy and Cookie Policy form part of these terms.",
      ],
    },
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        `${site.name} is a sales and marketing consultancy for real-estate developers, registered as a real estate agent with ${site.regulator.name} under the Real Estate (Regulation and Development) Act, 2016 ("RERA"), registration number ${site.regulator.number}. We are not a developer or promoter: the projects shown on the website are developed by our clients.`,
      ],
    },
    {
      id: "project-information",
      heading: "Project information is not an offer",
      blocks: [
        "Descriptions, specifications, prices, floor plans, images and completion dates of projects come from, or are based on information from, the developers concerned and are indicative. Images and illustrations are artistic impressions. Nothing on the website is an offer, an invitation to book, or a commitment to allot any unit.",
        `Before booking, check the project's registration, sanctioned plans and approvals on the ${site.regulator.name} website, and rely only on the agreement for sale executed with the developer. Figures describing our track record, such as partnerships, sales value and units sold, are cumulative since ${site.foundedYear} and are given for information.`,
        "Nothing on the website is legal, tax, financial or investment advice. Please take independent advice before you commit to a property purchase.",
      ],
    },
    {
      id: "using-the-website",
      heading: "Using the website",
      blocks: [
        "You may browse the website, download our company profile and share links to our pages for personal, non-commercial purposes. You agree not to:",
        {
          list: [
            "use the website in a way that breaks any law, including the Information Technology Act, 2000;",
            "send false or misleading information, or someone else's details, through our forms, or use them to send spam, advertising or malicious content;",
            "attempt to gain unauthorised access to the website, its servers or the staff portal, or probe, scan or test their security without our written permission;",
            "copy, scrape or harvest content or contact details with automated tools;",
            "interfere with the website's operation, for example by overloading it with requests.",
          ],
        },
      ],
    },
    {
      id: "inquiries",
      heading: "Inquiries and communications",
      blocks: [
        "When you send us a message, you confirm that the details are yours and accurate, and you agree that we may contact you by e-mail or phone to respond. Sending an inquiry does not create a client relationship or an agency agreement: our services to developers are provided only under a signed engagement letter, and any brokerage on a transaction is governed by a written agreement as RERA requires.",
        "We may decline to respond to messages that are abusive or that breach these terms.",
      ],
    },
    {
      id: "staff-portal",
      heading: "Staff portal",
      blocks: [
        `The staff portal is for authorised employees of ${site.name} only. Accounts are personal: keep your password confidential, sign out on shared devices and tell your manager at once if you suspect misuse. Unauthorised access to the portal, or an attempt at it, may be an offence under Sections 43 and 66 of the Information Technology Act, 2000, and we will report it.`,
        "Use of the portal is also governed by your terms of employment and our internal policies.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        `The website and its text, design, graphics, logos, illustrations and the company profile are owned by or licensed to ${legalName} and are protected by the Copyright Act, 1957 and the Trade Marks Act, 1999. Project names and logos belong to their developers. Except as these terms allow, you may not reproduce, modify or publish any part of the website without our written permission.`,
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-party links and services",
      blocks: [
        "The website links to third-party websites, including our social media pages and OpenStreetMap. We do not control them and are not responsible for their content, availability or privacy practices.",
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      blocks: [
        'We take care to keep the website accurate and available, but it is provided on an "as is" and "as available" basis. To the extent permitted by law, we give no warranty that it will be uninterrupted, error-free or free of viruses, or that its content is complete or current.',
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      blocks: [
        `To the extent permitted by law, ${legalName} is not liable for any indirect, incidental or consequential loss, or for loss of profit, business or data, arising from your use of, or inability to use, the website or from your reliance on its content. Nothing in these terms limits any liability that cannot be limited under Indian law, including liability for fraud.`,
      ],
    },
    {
      id: "indemnity",
      heading: "Indemnity",
      blocks: [
        `You agree to indemnify ${legalName} against claims, losses and reasonable costs arising from your breach of these terms or your misuse of the website.`,
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        "These terms are governed by the laws of India. Subject to any rights you have under the Consumer Protection Act, 2019 that cannot be excluded, the courts at Pune, Maharashtra have exclusive jurisdiction over any dispute arising out of or in connection with these terms or the website.",
        `Before going to court, please write to us at ${site.email}. Most concerns can be resolved directly within 30 days.`,
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes and contact",
      blocks: [
        "We may revise these terms from time to time; the version published on this page on the day you use the website applies. If any provision is held invalid, the remaining provisions stay in force.",
        `Questions about these terms can be sent to ${site.email} or to our office at ${officeAddress}.`,
      ],
    },
  ],
};
