/**
 * Every player command a key can trigger, declared once as data (STYLE point 7): the keyboard
 * handler dispatches from this table, and the controls and the shortcuts list read their key
 * hints and labels from it, so a key and its description can never drift apart.
 * Key values are `KeyboardEvent.key`; letters are listed in both cases so Caps Lock still works.
 */

/** What a command does, as data; `run-command.ts` turns it into engine requests. */
export type CommandAction =
  | { type: "togglePlay" }
  | { type: "seekBy"; seconds: number }
  | { type: "volumeBy"; delta: number }
  | { type: "toggleMute" }
  | { type: "toggleFullscreen" }
  | { type: "speedStep"; direction: 1 | -1 }
  | { type: "toggleCaptions" }
  | { type: "closeOverlay" };

export type PlayerCommandId =
  | "togglePlay"
  | "seekBack5"
  | "seekForward5"
  | "seekBack10"
  | "seekForward10"
  | "frameBack"
  | "frameForward"
  | "volumeUp"
  | "volumeDown"
  | "toggleMute"
  | "toggleFullscreen"
  | "speedDown"
  | "speedUp"
  | "toggleCaptions"
  | "closeOverlay";

export interface PlayerCommand {
  id: PlayerCommandId;
  /** `KeyboardEvent.key` values that trigger it. */
  keys: readonly string[];
  /** The key as the shortcuts list prints it. */
  hint: string;
  action: CommandAction;
  /** Only while the video is paused (the 1 s steps of SPEC §9). */
  whenPaused?: boolean;
}

/** SPEC §9: arrows 5 s, J/L 10 s, period/comma 1 s when paused, arrow volume step 0.15. */
export const PLAYER_COMMANDS: readonly PlayerCommand[] = [
  { id: "togglePlay", keys: [" ", "k", "K"], hint: "K", action: { type: "togglePlay" } },
  { id: "seekBack5", keys: ["ArrowLeft"], hint: "←", action: { type: "seekBy", seconds: -5 } },
  { id: "seekForward5", keys: ["ArrowRight"], hint: "→", action: { type: "seekBy", seconds: 5 } },
  { id: "seekBack10", keys: ["j", "J"], hint: "J", action: { type: "seekBy", seconds: -10 } },
  { id: "seekForward10", keys: ["l", "L"], hint: "L", action: { type: "seekBy", seconds: 10 } },
  {
    id: "frameBack",
    keys: [","],
    hint: ",",
    action: { type: "seekBy", seconds: -1 },
    whenPaused: true,
  },
  {
    id: "frameForward",
    keys: ["."],
    hint: ".",
    action: { type: "seekBy", seconds: 1 },
    whenPaused: true,
  },
  { id: "volumeUp", keys: ["ArrowUp"], hint: "↑", action: { type: "volumeBy", delta: 0.15 } },
  { id: "volumeDown", keys: ["ArrowDown"], hint: "↓", action: { type: "volumeBy", delta: -0.15 } },
  { id: "toggleMute", keys: ["m", "M"], hint: "M", action: { type: "toggleMute" } },
  { id: "toggleFullscreen", keys: ["f", "F"], hint: "F", action: { type: "toggleFullscreen" } },
  { id: "speedDown", keys: ["<"], hint: "<", action: { type: "speedStep", direction: -1 } },
  { id: "speedUp", keys: [">"], hint: ">", action: { type: "speedStep", direction: 1 } },
  { id: "toggleCaptions", keys: ["c", "C"], hint: "C", action: { type: "toggleCaptions" } },
  { id: "closeOverlay", keys: ["Escape"], hint: "Esc", action: { type: "closeOverlay" } },
];

/** The table entry with this id (every id has exactly one). */
export function commandById(id: PlayerCommandId): PlayerCommand {
  const command = PLAYER_COMMANDS.find((entry) => entry.id === id);
  if (!command) throw new Error(`No player command ${id}`);
  return command;
}
