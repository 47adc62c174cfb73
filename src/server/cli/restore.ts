import { restoreCommand } from "./backup-command";

/** `npm run restore -- <file>`: see the README section "Backups". */
process.exit(
  await restoreCommand(process.argv.slice(2), process.env, { out: (text) => console.log(text), err: (text) => console.error(text) }),
);
