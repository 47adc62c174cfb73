import { site } from "@/web/lib/site";
import { heroSlides } from "./home-slides";

/** Title, description and canonical path of a route (app/page-meta.ts picks the route's). */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; absent for pages that should not be indexed. */
  path?: string;
  image?: string;
  /** Image to preload (the first hero image of the home page). */
  preload?: string;
  noindex?: boolean;
}

/** Meta of the public pages, keyed by path. */
export const pageMeta: Record<string, Omit<PageMeta, "path">> = {
  "/": {
    title: `${site.name} | Real Estate Consultancy in Pune`,
    description: `${site.name} is a Pune real-estate sales and marketing consultancy: launch strategy, branding, channel sales and CRM for residential and commercial developers since 2022.`,
    preload: heroSlides[0]?.src,
  },
  "/about": {
    title: `About Us | ${site.name}`,
    description: `Meet the directors and the story behind ${site.name}, the Pune consultancy that plans, markets and sells projects for real-estate developers.`,
  },
  "/services": {
    title: `Services | ${site.name}`,
    description:
      "Strategy, marketing, sales, CRM and finance services that take a real-estate project from land to possession, run by one accountable team in Pune.",
  },
  "/projects": {
    title: `Projects | ${site.name}`,
    description: `Eighteen developer partnerships across Pune: completed, ongoing and upcoming residential and commercial projects marketed and sold by ${site.name}.`,
  },
  "/careers": {
    title: `Careers | ${site.name}`,
    description: `Build a career in real-estate sales and marketing in Pune. See current openings at ${site.name} and send us your resume.`,
  },
  "/contact": {
    title: `Contact Us | ${site.name}`,
    description: `Talk to ${site.name} in Pune about your project: call, e-mail or send us a message. Open Monday to Saturday, 9:00 AM to 6:00 PM.`,
  },
  "/privacy-policy": {
    title: `Privacy Policy | ${site.name}`,
    description: `How ${site.name} collects, uses, stores and protects personal data, and the rights you have under Indian law.`,
  },
  "/terms-of-service": {
    title: `Terms of Service | ${site.name}`,
    description: `The terms that govern your use of the ${site.name} website and its content.`,
  },
  "/unsubscribe": {
    title: `Unsubscribe | ${site.name}`,
    description: `Stop receiving the ${site.name} newsletter.`,
    noindex: true,
  },
  "/cookie-policy": {
    title: `Cookie Policy | ${site.name}`,
    description: `Which cookies and similar storage the ${site.name} website uses, and how you can control them.`,
  },
};
