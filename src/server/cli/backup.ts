import { backupCommand } from "./backup-command";

/** `npm run backup -- [folder]`: see the README section "Backups". */
process.exit(
  await backupCommand(process.argv.slice(2), process.env, { out: (text) => console.log(text), err: (text) => console.error(text) }),
);
