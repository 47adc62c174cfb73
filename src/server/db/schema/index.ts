/** The database schema, one file per area; drizzle-kit reads this index (drizzle.config.ts). */
export * from "./public-site";
export * from "./security";
export * from "./people";
export * from "./attendance";
export * from "./leave";
export * from "./payroll";
export * from "./tax";
export * from "./mail";
