import type { Config } from "../config";
import type { Db } from "../db/client";

/** What every feature module's routes are given by buildApp. */
export interface ModuleOptions {
  db: Db;
  config: Config;
  /** The server clock (tests move it). */
  now: () => Date;
}
