import { usersCommand } from "./users-command";

/** `npm run users -- <command>`: see USAGE in users-command.ts and the README section "Staff accounts". */
const code = await usersCommand(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
