import { site } from "@/web/lib/site";
import { websiteLabel } from "./contact";
import { LAST_UPDATED, legalName, legalTitles, officeAddress, type LegalDocument } from "./legal-shared";

export const privacyPolicy: LegalDocument = {
  id: "privacy-policy",
  title: legalTitles["privacy-policy"],
  lastUpdated: LAST_UPDATED,
  summary:
    "We collect only what you send us through our forms and what our servers need to run securely. We use it to reply to you, to send the newsletter you asked for and to run our staff portal. We never sell it, and you can ask us to see, correct or erase it at any time.",
  sections: [
    {
      id: "about-this-policy",
      heading: "About this policy",
      blocks: [
        `${legalName} ("${site.name}", "we", "us" or "our") is a real-estate sales and marketing consultancy registered with ${site.regulator.name} (registration number ${site.regulator.number}), with its office at ${officeAddress}. This policy explains how we handle personal data collected through ${websiteLabel} (the "website") and its staff portal.`,
        `We process personal data in line with the Digital Personal Data Protection Act, 2023 (the "DPDP Act"), the Information Technology Act, 2000 (the "IT Act") and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, as applicable. For the purposes of the DPDP Act, we are the Data Fiduciary for the personal data described here, and you are the Data Principal.`,
      ],
    },
    {
      id: "data-we-collect",
      heading: "Personal data we collect",
      blocks: [
        "We collect only what we need for a specific purpose. Depending on how you use the website, this is:",
        {
          list: [
            {
              term: "Contact inquiries",
              text: "your name, e-mail address, phone number, the subject you choose and your message, when you use the form on our Contact page.",
            },
            {
              term: "Newsletter subscriptions",
              text: "your e-mail address and whether your subscription is active, when you subscribe to our newsletter.",
            },
            {
              term: "Staff portal accounts",
              text: "for our employees only: work e-mail address, role, sign-in records, attendance with the location captured at check-in and check-out, leave requests, and the employment, payroll and identity details (such as PAN, Aadhaar and bank account numbers) needed to run payroll and meet statutory obligations.",
            },
            {
              term: "Technical data",
              text: "the IP address, browser type, pages requested and time of each request, recorded in our server logs to keep the website secure and to limit abusive requests.",
            },
          ],
        },
        "We do not use analytics or advertising trackers and we do not build profiles of visitors. The public website never asks for financial information, identity documents or other sensitive personal data; please do not include such details in your message.",
      ],
    },
    {
      id: "how-we-use-it",
      heading: "How we use your personal data",
      blocks: [
        {
          list: [
            "to reply to your inquiry and, where you ask us to, arrange a call, a meeting or a site visit;",
            "to send the newsletter you subscribed to, with an unsubscribe link in every issue;",
            "to run the staff portal: attendance, leave, payroll and the other employment records described above;",
            "to protect the website and our systems against fraud, spam and unauthorised access;",
            "to comply with our obligations under law, including the Real Estate (Regulation and Development) Act, 2016, tax and labour laws, and lawful requests from authorities.",
          ],
        },
        "We will not use your personal data for a purpose that is not compatible with the one for which you gave it without first asking for your consent.",
      ],
    },
    {
      id: "consent-and-legitimate-uses",
      heading: "Consent and legitimate uses",
      blocks: [
        `We process the data you send through the contact form and the newsletter form on the basis of your consent under Section 6 of the DPDP Act, which you give by submitting the form. You may withdraw your consent at any time by writing to ${site.email}, or for the newsletter by using the unsubscribe link. Withdrawing consent is as easy as giving it and does not affect processing carried out before you withdrew it.`,
        "We process employee data for the legitimate uses permitted by Section 7 of the DPDP Act, including the purposes of employment and compliance with law, and technical data to safeguard the website against misuse.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      blocks: [
        "We do not sell, rent or trade your personal data. We share it only with:",
        {
          list: [
            {
              term: "Service providers",
              text: "who host our website and database or deliver our e-mail, as Data Processors under written contracts that let them use the data only on our instructions and require them to keep it secure;",
            },
            {
              term: "Developers we represent",
              text: "only when you ask us about a specific project and agree that we may pass your details to its developer, for example to book a site visit;",
            },
            {
              term: "Authorities",
              text: `when required by law, a court order or a lawful request from a government agency or a regulator such as ${site.regulator.name};`,
            },
            { term: "Professional advisers", text: "such as our auditors and lawyers, who are bound by confidentiality." },
          ],
        },
        "Our service providers store data in India. If we ever transfer personal data outside India, we will do so only to countries not restricted by the Central Government under Section 16 of the DPDP Act.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          list: [
            {
              term: "Contact inquiries",
              text: "24 months after our last exchange with you, unless the inquiry leads to an agreement, in which case it is kept with the records of that agreement.",
            },
            {
              term: "Newsletter e-mail addresses",
              text: "until you unsubscribe; after that we keep only a record that you unsubscribed, so that we do not write to you again.",
            },
            { term: "Server logs", text: "up to 90 days." },
            {
              term: "Employee records",
              text: "for the duration of employment and afterwards for the periods required by tax, labour and company law, generally eight years.",
            },
          ],
        },
        "When a retention period ends, or earlier if you withdraw consent and no law requires us to keep the data, we erase or anonymise it.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        "We follow reasonable security practices as required by Section 43A of the IT Act and Section 8(5) of the DPDP Act. The website is served over HTTPS; staff passwords are stored only as salted argon2id hashes; employees' identity and bank details are encrypted at rest and shown masked in the portal; access to personal data is limited to staff who need it for their work and is recorded in an audit log.",
        "No system is completely secure. If a personal data breach occurs, we will inform the Data Protection Board of India and each affected Data Principal as the DPDP Act requires, and act promptly to contain it.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        "Under the DPDP Act you have the right to:",
        {
          list: [
            {
              term: "Access",
              text: "a summary of the personal data we hold about you, the processing we carry out and the identities of those we have shared it with (Section 11);",
            },
            {
              term: "Correction and erasure",
              text: "have inaccurate or incomplete data corrected, completed or updated, and have data erased when it is no longer needed for its purpose (Section 12);",
            },
            {
              term: "Grievance redressal",
              text: "have your complaint about our handling of your data addressed by our Grievance Officer (Section 13);",
            },
            {
              term: "Nomination",
              text: "nominate another person to exercise these rights on your behalf in the event of your death or incapacity (Section 14);",
            },
            { term: "Withdrawal of consent", text: "at any time, for processing based on your consent (Section 6)." },
          ],
        },
        `To use any of these rights, write to ${site.email} from the e-mail address you gave us, or tell us how we can verify your identity. We reply within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India once you have used our grievance process.`,
        "Please also keep in mind your duties under Section 15 of the DPDP Act: give us accurate information, do not impersonate anyone and do not file false or frivolous complaints.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        "The website is meant for adults. We do not knowingly collect personal data of anyone under 18 years of age. If you believe a child has sent us personal data, write to us and we will erase it.",
      ],
    },
    {
      id: "third-party-services",
      heading: "Links and third-party services",
      blocks: [
        'Our Contact page offers an interactive map from OpenStreetMap. It is not loaded until you click "Load interactive map"; once you do, your browser connects to OpenStreetMap, which receives your IP address and handles it under its own privacy policy.',
        "Links to our social media pages and to other websites take you to services we do not control. Please read their privacy policies before you share personal data with them.",
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance Officer",
      blocks: [
        "In line with the DPDP Act and Rule 5(9) of the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, we have appointed a Grievance Officer to answer questions and complaints about personal data:",
        {
          list: [
            { term: "Attention", text: `Grievance Officer, ${legalName}` },
            { term: "E-mail", text: site.email },
            { term: "Phone", text: `${site.phone} (Monday to Saturday, 9:00 AM to 6:00 PM)` },
            { term: "Address", text: officeAddress },
          ],
        },
        "We acknowledge every grievance within 48 hours and resolve it within one month of receiving it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "We may update this policy when our practices or the law change, for example as the rules under the DPDP Act come into force. The date at the top of this page shows when it was last revised. If a change affects how we use data you have already given us, we will tell you by e-mail before it takes effect.",
      ],
    },
  ],
};
