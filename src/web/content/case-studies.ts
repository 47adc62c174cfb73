import type { ImageAsset } from "./image";

export interface CaseStudy {
  id: number;
  title: string;
  description: string;
  location: string;
  type: string;
  status: string;
  completionDate: string;
  bedrooms: string;
  bathrooms: string;
  features: string[];
  image: ImageAsset;
  services: string[];
  stats: { revenue: number; unitsSold: number; siteVisits: string; unitType: string };
  developer: string;
  projectHighlights: string[];
}

export const caseStudies: CaseStudy[] = [];
