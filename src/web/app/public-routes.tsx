import { Route, Switch } from "wouter";
import { NotFoundPage } from "./not-found-page";
import { pages } from "./public-pages";

/** docs/product.md section 3.1: the case-study id is parsed as an integer, 0 if absent. */
export function parseProjectId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? "", 10);
  return Number.isNaN(id) ? 0 : id;
}

const { home, about, services, projects, caseStudy, careers, contact, unsubscribe } = pages;

export function PublicRoutes() {
  return (
    <Switch>
      <Route path="/" component={home.Component} />
      <Route path="/about" component={about.Component} />
      <Route path="/services" component={services.Component} />
      <Route path="/projects" component={projects.Component} />
      <Route path="/projects/:id">{(params) => <caseStudy.Component id={parseProjectId(params.id)} />}</Route>
      <Route path="/careers" component={careers.Component} />
      <Route path="/contact" component={contact.Component} />
      <Route path="/privacy-policy" component={pages["privacy-policy"].Component} />
      <Route path="/terms-of-service" component={pages["terms-of-service"].Component} />
      <Route path="/unsubscribe" component={unsubscribe.Component} />
      <Route path="/cookie-policy" component={pages["cookie-policy"].Component} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
