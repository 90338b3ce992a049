import { describe, expect, it } from "vitest";
import { findCommand, isTypingTarget, TABLE_KEYS_ATTRIBUTE, type KeyPress } from "./find-command";
import { PLAYER_COMMANDS } from "./player-commands";

function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, target: document.body, ...extra };
}

function element(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe("the keyboard table", () => {
  it("moves 5 s with the arrows and 10 s with J and L", () => {
    expect(findCommand(press("ArrowLeft"), false)?.action).toEqual({ type: "seekBy", seconds: -5 });
    expect(findCommand(press("ArrowRight"), false)?.action).toEqual({ type: "seekBy", seconds: 5 });
    expect(findCommand(press("j"), false)?.action).toEqual({ type: "seekBy", seconds: -10 });
    expect(findCommand(press("L"), false)?.action).toEqual({ type: "seekBy", seconds: 10 });
  });

  it("changes the volume by 0.15 with the up and down arrows", () => {
    expect(findCommand(press("ArrowUp"), false)?.action).toEqual({ type: "volumeBy", delta: 0.15 });
    expect(findCommand(press("ArrowDown"), false)?.action).toEqual({
      type: "volumeBy",
      delta: -0.15,
    });
  });

  it("steps one second with period and comma only while paused", () => {
    expect(findCommand(press("."), true)?.action).toEqual({ type: "seekBy", seconds: 1 });
    expect(findCommand(press(","), true)?.action).toEqual({ type: "seekBy", seconds: -1 });
    expect(findCommand(press("."), false)).toBeNull();
  });

  it("toggles play with K and Space, mute with M, fullscreen with F, speed with < and >", () => {
    expect(findCommand(press("k"), false)?.id).toBe("togglePlay");
    expect(findCommand(press(" "), false)?.id).toBe("togglePlay");
    expect(findCommand(press("m"), false)?.id).toBe("toggleMute");
    expect(findCommand(press("F"), false)?.id).toBe("toggleFullscreen");
    expect(findCommand(press("<"), false)?.id).toBe("speedDown");
    expect(findCommand(press(">"), false)?.id).toBe("speedUp");
    expect(findCommand(press("Escape"), false)?.id).toBe("closeOverlay");
  });

  it("gives every key to exactly one command", () => {
    const keys = PLAYER_COMMANDS.flatMap((command) => command.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("keys the player leaves alone", () => {
  it("ignores keys typed into an input, textarea, select or contenteditable", () => {
    for (const html of [
      "<input>",
      "<textarea></textarea>",
      "<select></select>",
      "<div contenteditable='true'><span>x</span></div>",
    ]) {
      const field = element(html);
      expect(findCommand(press("k", { target: field }), false)).toBeNull();
    }
    const nested = element("<div contenteditable='true'><span>x</span></div>").firstElementChild;
    expect(isTypingTarget(nested)).toBe(true);
  });

  it("ignores shortcuts held with Ctrl, Cmd or Alt", () => {
    expect(findCommand(press("f", { ctrlKey: true }), false)).toBeNull();
    expect(findCommand(press("ArrowLeft", { metaKey: true }), false)).toBeNull();
    expect(findCommand(press("l", { altKey: true }), false)).toBeNull();
  });

  it("leaves Space to a focused button, which presses itself", () => {
    expect(findCommand(press(" ", { target: element("<button>x</button>") }), false)).toBeNull();
    expect(findCommand(press("k", { target: element("<button>x</button>") }), false)?.id).toBe(
      "togglePlay",
    );
  });

  it("leaves the arrows to a focused slider but still takes letters there", () => {
    const slider = element("<input type='range'>");
    expect(findCommand(press("ArrowRight", { target: slider }), false)).toBeNull();
    expect(findCommand(press("m", { target: slider }), false)?.id).toBe("toggleMute");
  });

  it("takes the arrows on a slider that defers to the table (the seek bar)", () => {
    const seekBar = element(`<input type='range' ${TABLE_KEYS_ATTRIBUTE}>`);
    expect(findCommand(press("ArrowRight", { target: seekBar }), false)?.action).toEqual({
      type: "seekBy",
      seconds: 5,
    });
    expect(findCommand(press("ArrowDown", { target: seekBar }), false)?.id).toBe("volumeDown");
    expect(findCommand(press("Home", { target: seekBar }), false)).toBeNull();
  });

  it("ignores keys the table does not list", () => {
    expect(findCommand(press("q"), false)).toBeNull();
  });
});
