// The chunk behind caption-pages.tsx: every captions page, loaded together on first use.
export { CaptionSettingsPage } from "./CaptionSettingsPage";
export { CaptionsPage } from "./CaptionsPage";
export { OnlineCaptionsPage } from "./OnlineCaptionsPage";
export { StreamCaptionsPage } from "./StreamCaptionsPage";
