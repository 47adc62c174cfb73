/** Route paths of docs/product.md section 3.1, shared by the web route table, the prerender and the server. */
export const publicPaths = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
] as const;

/**
 * Public pages kept out of search engines and the sitemap (noindex): the newsletter's unsubscribe page, opened
 * from a personal link (docs/product.md section 11).
 */
export const unsubscribePagePath = "/unsubscribe";
export const noindexPublicPaths = [unsubscribePagePath] as const;

export const caseStudyPath = (id: number) => `/projects/${id}`;

/** Forgot password and the page an e-mailed set-password link opens (docs/product.md section 11.3); portal pages, noindex. */
export const forgotPasswordPagePath = "/forgot-password";
export const resetPasswordPagePath = "/reset-password";

export const portalPaths = {
  login: ["/login", "/admin/login"],
  forgotPassword: [forgotPasswordPagePath],
  resetPassword: [resetPasswordPagePath],
  admin: ["/admin-dashboard", "/admin/dashboard", "/admin"],
  hr: ["/hr-dashboard", "/hr"],
  employee: ["/employee-dashboard"],
} as const;

export const allPortalPaths: readonly string[] = Object.values(portalPaths).flat();

/** Old spellings that redirect permanently to their canonical path. */
export const redirects: Readonly<Record<string, string>> = { "/career": "/careers" };
