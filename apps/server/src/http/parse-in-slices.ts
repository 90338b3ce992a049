import { setImmediate as nextTurn } from "node:timers/promises";
import { z } from "zod";

/** Items checked per turn of the event loop: about 5 ms of schema work on this machine class. */
const SLICE = 250;

/**
 * Checks a long list's items against `item` a slice at a time, letting other requests run
 * between slices (a bulk import of thousands of items checked at once held the event loop for
 * tens of milliseconds). A bad item throws the ZodError a whole-list check would, its path
 * starting with the item's index, so the answer names the field as usual.
 */
export async function parseInSlices<Item extends z.core.$ZodType>(
  item: Item,
  items: readonly unknown[],
): Promise<Array<z.output<Item>>> {
  const list = z.array(item);
  const parsed: Array<z.output<Item>> = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const result = z.safeParse(list, items.slice(start, start + SLICE));
    if (!result.success) {
      throw new z.ZodError(
        result.error.issues.map((issue) => {
          const [index, ...rest] = issue.path;
          return { ...issue, path: [Number(index) + start, ...rest] };
        }),
      );
    }
    for (const value of result.data) parsed.push(value);
  }
  return parsed;
}
