import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "../../../../shared/i18n";
import {
  CAPTION_MENU_VARIANTS,
  captionPath,
  type CaptionMenuVariant,
  type CaptionView,
} from "./caption-paths";

type VariantPage = ComponentType<{ variant: CaptionMenuVariant }>;

/**
 * The captions pages are a chunk of their own (with the online search and the upload), loaded
 * when the settings or captions menu first opens: most viewers never open them.
 */
const loadViews = () => import("./caption-views");

/** Starts loading the captions pages (the menus call it when they open). */
export function preloadCaptionPages(): void {
  void loadViews();
}

const page = (
  name: "CaptionsPage" | "StreamCaptionsPage" | "OnlineCaptionsPage" | "CaptionSettingsPage",
) => lazy(() => loadViews().then((module) => ({ default: module[name] as VariantPage })));

/** Each captions view, its page and its panel height (SPEC §9: 215-490 px). */
const VIEWS: Readonly<Record<CaptionView, { Page: VariantPage; name: string; height: number }>> = {
  home: { Page: page("CaptionsPage"), name: "CaptionsPage", height: 440 },
  source: { Page: page("StreamCaptionsPage"), name: "StreamCaptionsPage", height: 490 },
  online: { Page: page("OnlineCaptionsPage"), name: "OnlineCaptionsPage", height: 490 },
  settings: { Page: page("CaptionSettingsPage"), name: "CaptionSettingsPage", height: 490 },
};

/** What a captions page shows while its code loads (rarely seen: the menus preload it). */
function Loading() {
  const { t } = useTranslation();
  return <p className="p-4 text-sm text-ink-muted">{t("app.loading")}</p>;
}

/** A view's page for one variant, as the settings router renders pages (without props). */
function pageFor(view: CaptionView, variant: CaptionMenuVariant): ComponentType {
  const { Page, name } = VIEWS[view];
  const Bound = () => (
    <Suspense fallback={<Loading />}>
      <Page variant={variant} />
    </Suspense>
  );
  Bound.displayName = `${name}(${variant})`;
  return Bound;
}

/**
 * The captions pages of the settings router (SPEC §2): `/captions`, `/captions/source`,
 * `/captions/opensubtitles`, `/captions/settings`, and the same four with `Overlay` for the
 * captions button's chain. One component per view; the variant decides where back goes.
 */
export const CAPTION_PAGES: ReadonlyArray<{
  path: string;
  height: number;
  Component: ComponentType;
}> = (Object.keys(VIEWS) as CaptionView[]).flatMap((view) =>
  CAPTION_MENU_VARIANTS.map((variant) => ({
    path: captionPath(view, variant),
    height: VIEWS[view].height,
    Component: pageFor(view, variant),
  })),
);
