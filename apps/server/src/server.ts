import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { SHUTDOWN_GRACE_MS, trackRequestsForClose } from "./http/graceful-close";

/** Past this, closing itself is stuck (a database that does not answer): exit 1 anyway. */
const SHUTDOWN_DEADLINE_MS = SHUTDOWN_GRACE_MS + 5_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp(config);
  const requests = trackRequestsForClose(app);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const began = performance.now();
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown stuck; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    requests.close(SHUTDOWN_GRACE_MS).then(
      ({ inFlight, cut }) => {
        const ms = Math.round(performance.now() - began);
        if (cut > 0) app.log.warn({ cut, graceMs: SHUTDOWN_GRACE_MS }, "requests cut at shutdown");
        app.log.info({ ms, inFlight }, "shut down");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt) },
    `Matinee is running on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
