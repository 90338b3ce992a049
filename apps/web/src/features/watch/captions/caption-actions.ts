import type { Player } from "@matinee/player";
import {
  clampPlayerDelay,
  CUSTOM_CAPTION,
  disableSubtitles,
  selectCaption,
} from "@matinee/subtitles";
import { chooseCaption } from "@matinee/domain";
import { saveFile } from "../../../shared/lib/save-file";
import { setDefaultSubtitleLanguage, useSubtitleSettings } from "../../../shared/subtitles";
import { hasStoredAccount, loadAccount } from "../../account";
import { customEntry, type CaptionEntry } from "./caption-entries";
import { setCaptionLoad, useCaptionStore, type LoadedCaption } from "./caption-store";

/** The subtitle readers and writers (their own chunk: see subtitle-files.ts). */
const loadSubtitleFiles = () => import("./subtitle-files");

/** The newest caption request per engine: a load that finishes after a later choice is dropped. */
const latestRequest = new WeakMap<Player, number>();

function nextRequest(player: Player): number {
  const request = (latestRequest.get(player) ?? 0) + 1;
  latestRequest.set(player, request);
  return request;
}

/**
 * Hands the caption to the engine too, as WebVTT with the delay applied: it keeps it as a
 * hidden `<track>` that only native fullscreen (iOS) draws, where the page's renderer cannot.
 */
function syncEngineCaption(player: Player, caption: LoadedCaption | null): void {
  if (!caption) return player.setCaption(null);
  void loadSubtitleFiles().then(({ toWebVtt }) => {
    // A later change (another caption, off) has already told the engine.
    if (useCaptionStore.getState().active !== caption) return;
    player.setCaption({
      id: caption.id,
      language: caption.language === CUSTOM_CAPTION.language ? "und" : caption.language,
      srtData: toWebVtt(caption.track.cues, { delay: useSubtitleSettings.getState().delay }),
      url: null,
    });
  });
}

/**
 * A language the viewer chose in the player becomes the subtitle language the account syncs
 * (SPEC §7: sync carries the subtitle language; the settings page shows it as the default), so
 * the account's other browsers start with it. An upload has no language to keep.
 */
function rememberLanguage(language: string): void {
  if (language === CUSTOM_CAPTION.language || language === "und") return;
  if (useSubtitleSettings.getState().defaultSubtitleLanguage === language) return;
  setDefaultSubtitleLanguage(language);
  if (!hasStoredAccount()) return;
  loadAccount()
    .then((account) => account.enqueueSettings({ defaultSubtitleLanguage: language }))
    .catch((error: unknown) =>
      console.error(
        "[captions] the subtitle language was kept here but not queued for sync",
        error,
      ),
    );
}

/**
 * Shows a caption (SPEC §4 "selecting a language"): loads it (the row shows it loading, and an
 * error mark when it fails or takes more than 5 s), then it shows, subtitles are on, its
 * language is remembered, and the delay and casing start afresh. Resolves true once shown;
 * false when it failed or a later choice came first (what showed before stays).
 */
export async function showCaptionEntry(player: Player, entry: CaptionEntry): Promise<boolean> {
  const request = nextRequest(player);
  setCaptionLoad(entry.id, "loading");
  let caption: LoadedCaption;
  try {
    const track = await entry.load(player);
    caption = {
      id: entry.id,
      language: entry.language,
      label: entry.label,
      origin: entry.origin,
      track,
    };
  } catch (error) {
    console.warn(`[captions] ${entry.id} could not be loaded`, error);
    setCaptionLoad(entry.id, "error");
    return false;
  }
  setCaptionLoad(entry.id, null);
  if (latestRequest.get(player) !== request) return false;
  const { settings } = selectCaption(
    { settings: useSubtitleSettings.getState(), caption: null },
    entry,
  );
  useSubtitleSettings.setState(settings);
  useCaptionStore.setState({ active: caption, offByViewer: false });
  syncEngineCaption(player, caption);
  rememberLanguage(entry.language);
  return true;
}

/** Subtitles off (SPEC §4): no caption, the remembered language cleared. */
export function turnCaptionsOff(player: Player): void {
  nextRequest(player);
  const { settings } = disableSubtitles({
    settings: useSubtitleSettings.getState(),
    caption: null,
  });
  useSubtitleSettings.setState(settings);
  useCaptionStore.setState({ active: null, offByViewer: true });
  syncEngineCaption(player, null);
}

/**
 * The toggle (the C key, the settings switch): off when a caption shows, else the last
 * language, else English, else the first the stream offers. Nothing happens when there is none.
 */
export function toggleCaptions(player: Player, entries: readonly CaptionEntry[]): void {
  if (useCaptionStore.getState().active) return turnCaptionsOff(player);
  const choice = chooseCaption(entries, useSubtitleSettings.getState().lastSelectedLanguage);
  if (choice) void showCaptionEntry(player, choice);
}

/** Why an uploaded file was not shown. */
export type UploadProblem = "unsupported" | "tooLarge" | "empty" | "invalidFormat" | "unreadable";

/** The largest file an upload reads (a two-hour film's subtitles are well under 1 MB). */
export const UPLOAD_MAX_BYTES = 5_000_000;

/**
 * A subtitle file the viewer picked or dropped on the player (SPEC §4, §5): SRT, WebVTT, ASS/SSA,
 * SubViewer, MicroDVD or SAMI by its extension; it replaces the previous upload and shows at
 * once. Other files are ignored with the problem named.
 */
export async function uploadCaptionFile(
  player: Player,
  file: File,
): Promise<{ ok: true } | { ok: false; problem: UploadProblem }> {
  const { formatFromFileName, isSubtitleParseError, parseSubtitles } = await loadSubtitleFiles();
  if (!formatFromFileName(file.name)) return { ok: false, problem: "unsupported" };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: "tooLarge" };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  let caption: LoadedCaption;
  try {
    const track = await parseSubtitles(bytes, { fileName: file.name });
    caption = {
      id: CUSTOM_CAPTION.id,
      language: CUSTOM_CAPTION.language,
      label: file.name,
      origin: "upload",
      track,
    };
  } catch (error) {
    if (isSubtitleParseError(error, "empty")) return { ok: false, problem: "empty" };
    if (isSubtitleParseError(error)) return { ok: false, problem: "invalidFormat" };
    throw error;
  }
  useCaptionStore.setState({ custom: caption });
  await showCaptionEntry(player, customEntry(caption));
  return { ok: true };
}

/** The player's delay control (SPEC §5): −10 … +10 s in 0.1 s steps, kept with the settings. */
export function setCaptionDelay(player: Player, seconds: number): void {
  useSubtitleSettings.setState({ delay: clampPlayerDelay(seconds) });
  syncEngineCaption(player, useCaptionStore.getState().active);
}

/** "Download subtitle": the caption on screen as an SRT file, with the delay applied. */
export async function downloadActiveCaption(title: string): Promise<boolean> {
  const caption = useCaptionStore.getState().active;
  if (!caption) return false;
  const { toSrt } = await loadSubtitleFiles();
  const text = toSrt(caption.track.cues, { delay: useSubtitleSettings.getState().delay });
  const language = caption.language === CUSTOM_CAPTION.language ? "custom" : caption.language;
  const name = `${title.replace(/[\\/:*?"<>|]+/g, " ").trim() || "subtitles"}.${language}.srt`;
  saveFile(name, new Blob([text], { type: "application/x-subrip;charset=utf-8" }));
  return true;
}

/**
 * A new source began (the engine cleared its caption): nothing shows until the restore picks
 * again. The upload stays in the list.
 */
export function clearActiveCaption(player: Player): void {
  nextRequest(player);
  useCaptionStore.setState({ active: null, loads: {} });
}
