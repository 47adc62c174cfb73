import type { Config } from "../config";
import type { PiiCipher } from "../crypto/pii-cipher";
import type { Db } from "../db/client";

/** What every feature module's routes are given by buildApp. */
export interface ModuleOptions {
  db: Db;
  config: Config;
  /** The server clock (tests move it). */
  now: () => Date;
  /** Encrypts personal identifiers and documents at rest (docs/architecture.md section 7). */
  cipher: PiiCipher;
}
