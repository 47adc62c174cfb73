import { Route, Switch } from "wouter";
import { AboutPage } from "@/web/features/site/about/about-page";
import { CareersPage } from "@/web/features/site/careers/careers-page";
import { ContactPage } from "@/web/features/site/contact/contact-page";
import { HomePage } from "@/web/features/site/home/home-page";
import { LegalPage } from "@/web/features/site/legal/legal-page";
import { CaseStudyPage } from "@/web/features/site/projects/case-study-page";
import { ProjectsPage } from "@/web/features/site/projects/projects-page";
import { ServicesPage } from "@/web/features/site/services/services-page";
import { NotFoundPage } from "./not-found-page";

/** SPEC section 2.1: the case-study id is parsed as an integer, 0 if absent. */
export function parseProjectId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? "", 10);
  return Number.isNaN(id) ? 0 : id;
}

export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/services" component={ServicesPage} />
      <Route path="/projects" component={ProjectsPage} />
      <Route path="/projects/:id">{(params) => <CaseStudyPage id={parseProjectId(params.id)} />}</Route>
      <Route path="/careers" component={CareersPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/privacy-policy">{() => <LegalPage document="privacy-policy" />}</Route>
      <Route path="/terms-of-service">{() => <LegalPage document="terms-of-service" />}</Route>
      <Route path="/cookie-policy">{() => <LegalPage document="cookie-policy" />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
