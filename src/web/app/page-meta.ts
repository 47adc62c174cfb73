import { caseStudyPath } from "@/shared/routes";
import type { CaseStudy } from "@/web/content/case-studies";
import { pageMeta, type PageMeta } from "@/web/content/pages";
import { site } from "@/web/lib/site";

const notFound: PageMeta = {
  title: `Page Not Found | ${site.name}`,
  description: "The page you are looking for does not exist or has moved.",
  noindex: true,
};

const portal: PageMeta = {
  title: `Staff Portal | ${site.name}`,
  description: `Sign in to the ${site.name} staff portal.`,
  noindex: true,
};

export const isCaseStudyPath = (path: string) => /^\/projects\/\d+$/.test(path);

/**
 * Title, description and canonical path of any route (the titles of docs/product.md section 3.13).
 * Case-study pages need `studies`: that content is loaded with the case-study page, not with every page.
 */
export function metaFor(path: string, isPortal = false, studies: readonly CaseStudy[] = []): PageMeta {
  if (isPortal) return portal;
  const page = pageMeta[path];
  if (page) return { ...page, path };
  const study = studies.find((item) => caseStudyPath(item.id) === path);
  if (study) {
    return {
      title: `${study.title}, ${study.location} | Case Study | ${site.name}`,
      description: study.description,
      path,
      image: study.image.src,
    };
  }
  if (/^\/projects\/[^/]+$/.test(path)) return { ...notFound, title: `Project Not Found | ${site.name}` };
  return notFound;
}
