import { parseLibraryAvailability, type LibraryAvailability } from "@matinee/contracts";

/** `GET {libraryUrl}/library/available`, checked against the contract. */
export async function fetchAvailability(
  libraryUrl: string,
  signal: AbortSignal,
): Promise<LibraryAvailability> {
  const response = await fetch(`${libraryUrl}/library/available`, {
    headers: { accept: "application/json" },
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`The library list answered ${response.status}`);
  const list = parseLibraryAvailability(body);
  if (!list) throw new Error("The library list is not in the expected shape");
  return list;
}
