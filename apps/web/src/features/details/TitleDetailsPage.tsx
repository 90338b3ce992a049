import { MetadataError } from "@matinee/catalogue";
import { parseMediaId, type MediaRef } from "@matinee/domain";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../shared/i18n";
import { Link, useParams } from "../../shared/router";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { useServices } from "../../shared/lib/services";
import { buttonClass } from "../../shared/ui/button-styles";
import { WarningIcon } from "../../shared/ui/icons";
import { Notice } from "../../shared/ui/Notice";
import { Spinner } from "../../shared/ui/Spinner";
import { movieDetails, showDetails, type TitleDetails } from "./title-details";
import { movieDetailsQuery, showDetailsQuery } from "../../shared/lib/title-queries";
import { TitleDetailsView } from "./TitleDetailsView";
import "./strings";

/** `/title/{mediaId}`: what a title is about, before pressing play. */
export function TitleDetailsPage() {
  const { media = "" } = useParams();
  const ref = parseMediaId(media);
  if (!ref) return <MissingTitle />;
  return <LoadedTitle mediaRef={ref} />;
}

function useTitleDetails(ref: MediaRef) {
  const services = useServices();
  const movie = useQuery({
    ...movieDetailsQuery(services, ref.tmdbId),
    select: movieDetails,
    enabled: ref.kind === "movie",
  });
  const show = useQuery({
    ...showDetailsQuery(services, ref.tmdbId),
    select: showDetails,
    enabled: ref.kind === "tv",
  });
  return ref.kind === "movie" ? movie : show;
}

function LoadedTitle({ mediaRef }: { mediaRef: MediaRef }) {
  const { t } = useTranslation();
  const details = useTitleDetails(mediaRef);
  useDocumentTitle(details.data?.title ?? null);

  if (details.isPending) return <Spinner label={t("details.loading")} />;
  if (details.isError) {
    if (details.error instanceof MetadataError && details.error.kind === "notFound") {
      return <MissingTitle />;
    }
    return (
      <Notice
        headingLevel="h1"
        tone="danger"
        icon={<WarningIcon />}
        title={t("details.failedTitle")}
        actions={
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => void details.refetch()}
          >
            {t("details.retry")}
          </button>
        }
      >
        <p role="alert">{t("details.failedText")}</p>
      </Notice>
    );
  }
  return <TitleDetailsView details={details.data satisfies TitleDetails} />;
}

function MissingTitle() {
  const { t } = useTranslation();
  return (
    <Notice
      headingLevel="h1"
      icon={<WarningIcon />}
      title={t("details.notFoundTitle")}
      actions={
        <Link to="/" className={buttonClass("secondary")}>
          {t("details.goHome")}
        </Link>
      }
    >
      <p>{t("details.notFoundText")}</p>
    </Notice>
  );
}
