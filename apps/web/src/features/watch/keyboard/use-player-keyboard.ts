import { useEffect, useRef } from "react";
import { findCommand } from "./find-command";
import { runCommand, type CommandTarget } from "./run-command";

/**
 * Listens for the player's shortcuts on the document while the player screen is mounted.
 * `target` and `isPaused` are read at key time, so the listener is attached once.
 */
export function usePlayerKeyboard(target: CommandTarget, isPaused: () => boolean): void {
  const latest = useRef({ target, isPaused });
  useEffect(() => {
    latest.current = { target, isPaused };
  });

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const command = findCommand(event, latest.current.isPaused());
      if (!command) return;
      // Arrows and Space would otherwise scroll the page behind the player.
      event.preventDefault();
      runCommand(command.action, latest.current.target);
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);
}
