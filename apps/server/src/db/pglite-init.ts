// The embedded database's first boot, run as a child process by pglite.ts: creates the database
// in the folder given as the only argument, applies the migrations, closes it and exits 0 (1 with
// the error on stderr). Built to dist/pglite-init.js beside the server.
import { loadPglite, migratePglite, pgliteOptions } from "./pglite";

const folder = process.argv[2];
try {
  if (!folder) throw new Error("usage: pglite-init <folder>");
  const PGlite = await loadPglite();
  const client = await PGlite.create(folder, pgliteOptions(PGlite.defaultStartParams));
  await migratePglite(client);
  await client.close();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
