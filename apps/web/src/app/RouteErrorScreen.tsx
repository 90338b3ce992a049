import { useRouteError } from "../shared/router";
import { ErrorScreen } from "./ErrorScreen";

/** The router catches errors in its routes itself; this shows them like the ErrorBoundary does. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
