import { titleAddress } from "@matinee/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../shared/i18n";
import { Navigate, useParams } from "../../shared/router";
import { useServices } from "../../shared/lib/services";
import { Spinner } from "../../shared/ui/Spinner";
import { searchPath, searchQueryOptions } from "./search-query";

/**
 * `/s/{query}`: searches, then replaces itself with the first movie or show found; home when
 * nothing is found. A failed search lands on `/browse/{query}`, where the failure is explained.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const services = useServices();
  const { query = "" } = useParams();
  const trimmed = query.trim();
  const search = useQuery(searchQueryOptions(services, trimmed));

  if (trimmed === "") return <Navigate to="/" replace />;
  if (search.isPending) return <Spinner label={t("home.quickSearch", { query: trimmed })} />;
  if (search.isError) return <Navigate to={searchPath(trimmed)} replace />;

  const first = search.data[0];
  const target = first ? titleAddress(first.kind, first.tmdbId, first.title) : "/";
  return <Navigate to={target} replace />;
}
