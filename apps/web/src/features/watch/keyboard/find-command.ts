import { PLAYER_COMMANDS, type PlayerCommand } from "./player-commands";

/** The parts of a KeyboardEvent the dispatcher looks at (a plain object in tests). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
/** Inputs that take no text: a letter typed on them still means a player shortcut. */
const NON_TEXT_INPUTS = new Set(["range", "checkbox", "radio", "button", "submit", "reset"]);
/** Keys a focused slider (the volume) moves itself with. */
const SLIDER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * Marks a slider that leaves the keys the table lists to the table (the seek bar): its arrows
 * seek 5 s like everywhere in the player, instead of the slider's own small steps. Keys the
 * table does not list (Home, End, Page Up/Down) still move the slider itself.
 */
export const TABLE_KEYS_ATTRIBUTE = "data-table-keys";

/**
 * True while the viewer types: in a text input, textarea, select or contenteditable element a
 * key belongs to that field, not to the player (the predecessor only checked <input>).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== "string") return false;
  const element = target as HTMLElement;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  if (TYPING_TAGS.has(element.tagName)) return true;
  return element.isContentEditable || element.closest?.("[contenteditable='true']") != null;
}

function isSliderKey(press: KeyPress): boolean {
  const target = press.target as HTMLInputElement | null;
  return (
    target?.tagName === "INPUT" &&
    target.type === "range" &&
    !target.hasAttribute(TABLE_KEYS_ATTRIBUTE) &&
    SLIDER_KEYS.has(press.key)
  );
}

/** A focused button or link already answers Space itself; a second toggle would undo it. */
function isActivatable(target: EventTarget | null): boolean {
  const tag = (target as Element | null)?.tagName;
  return tag === "BUTTON" || tag === "A" || (target as Element | null)?.role === "button";
}

/**
 * The command a key press asks for, or null when the player should leave the key alone:
 * while typing, with a browser or system modifier held, for Space on a focused button, for the
 * arrows on a focused slider (it moves itself, unless it defers to the table), for a
 * paused-only step while playing, or for a key the table does not list.
 */
export function findCommand(press: KeyPress, paused: boolean): PlayerCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (isTypingTarget(press.target) || isSliderKey(press)) return null;
  if (press.key === " " && isActivatable(press.target)) return null;
  const command = PLAYER_COMMANDS.find((entry) => entry.keys.includes(press.key));
  if (!command || (command.whenPaused && !paused)) return null;
  return command;
}
