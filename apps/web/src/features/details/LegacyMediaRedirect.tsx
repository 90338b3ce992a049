import { resolveLegacyMedia } from "@matinee/catalogue";
import { parseLegacyMediaAddress } from "@matinee/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../shared/i18n";
import { Navigate, useLocation } from "../../shared/router";
import { requireMetadata, useServices } from "../../shared/lib/services";
import { Spinner } from "../../shared/ui/Spinner";
import "./strings";

/**
 * A legacy media address (`/media/tmdb-show…`, `/media/JW…`; the route picks it) resolved, in
 * place, to today's media address with its query string kept; home when it names nothing.
 */
export function LegacyMediaRedirect({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const { search } = useLocation();
  const legacy = parseLegacyMediaAddress(pathname);
  const resolved = useQuery({
    queryKey: ["legacy-media", pathname],
    queryFn: async ({ signal }) => {
      if (!legacy) return null;
      const resolvers = { metadata: requireMetadata(services), listing: services.listing };
      return resolveLegacyMedia(legacy, resolvers, signal);
    },
    staleTime: Infinity,
  });

  if (resolved.isPending) return <Spinner label={t("details.resolvingLegacy")} />;
  if (resolved.isError) {
    // Unresolvable is the same as unknown for the viewer: home, with the reason in the console.
    console.error("Could not resolve a legacy media address", pathname, resolved.error);
  }
  const target = resolved.data ?? null;
  return <Navigate to={target ? `${target}${search}` : "/"} replace />;
}
