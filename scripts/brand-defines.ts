/** Compile-time constants that carry the configured brand into the web bundle. */
export function brandDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __COMPANY_NAME__: JSON.stringify(env.COMPANY_NAME ?? ""),
    __COMPANY_EMAIL_DOMAIN__: JSON.stringify(env.COMPANY_EMAIL_DOMAIN ?? ""),
  };
}
