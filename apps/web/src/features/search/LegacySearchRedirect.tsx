import { Navigate, useParams } from "../../shared/router";
import { searchPath } from "./search-query";

/**
 * The predecessor's search addresses: `/search/{type}` goes to `/browse`, and
 * `/search/{type}/{query}` to `/browse/{query}` (home when the query is blank).
 */
export function LegacySearchRedirect() {
  const { query } = useParams();
  return <Navigate to={query === undefined ? "/browse" : searchPath(query)} replace />;
}
