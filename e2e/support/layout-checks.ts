import type { Page } from "playwright-core";

/**
 * Layout and focus checks for the journeys (issue 13), run in the page as a person would meet it.
 * Each returns a list of problems in words (empty when all is well), so a failing test says what
 * is wrong where. The rules, and why each exception is one:
 *
 * - Past the edge: no visible element's box may reach past the viewport's sides, nor may the page
 *   scroll sideways. What a box shows is its part inside every ancestor that clips (overflow other
 *   than visible): cards scrolled out of a carousel are not past the edge. Visually hidden text
 *   (clipped to nothing, `sr-only`) is not seen, so not checked.
 * - Lined up: the page's content starts exactly where the header's content starts and ends no
 *   later than it ends, measured in the inline direction (a right-to-left page is checked the
 *   same way). Content is what draws: text, pictures, fields, controls, boxes with a background,
 *   border or shadow; a wrapper that only lays out (its padding is the page margin) is not. Only pages
 *   with the site header are checked.
 * - Clipped text: a text block (an element, not inline, with text of its own or in its inline
 *   children) whose content is wider than its box (`scrollWidth > clientWidth`: cut off, or
 *   spilling over its neighbours), or taller than a box that clips it by more than 2 px (line
 *   boxes round; unclipped, a tight line height only lets glyphs out, harmlessly). Deliberate
 *   truncation passes only when it says so and the full text is at hand: `text-overflow:
 *   ellipsis` or a line clamp on the block, and its full text in a `title` or `aria-label` of the
 *   block or of an ancestor (a card link names its whole title). Form fields are left out: their
 *   value scrolls inside them by design.
 */
export async function findLayoutProblems(
  page: Page,
  options: { hasHeader: boolean },
): Promise<string[]> {
  return page.evaluate(({ hasHeader }) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";

    const describe = (element: Element) => {
      const label =
        element.getAttribute("aria-label") ??
        element.getAttribute("data-testid") ??
        (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes = (element.getAttribute("class") ?? "").split(/\s+/).slice(0, 4).join(".");
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${label}"`;
    };

    /** Clipped to nothing on purpose: text for screen readers only (`sr-only`). */
    const isVisuallyHidden = (style: CSSStyleDeclaration) =>
      style.clipPath.startsWith("inset(50%") || style.clip === "rect(0px, 0px, 0px, 0px)";

    const isShown = (element: Element) => {
      if (element.closest("[hidden], [inert]")) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (isVisuallyHidden(getComputedStyle(node))) return false;
      }
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "contents") return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };

    const hasOwnText = (element: Element) =>
      Array.from(element.childNodes).some((node) =>
        node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? "").trim() !== ""
          : node instanceof Element &&
            getComputedStyle(node).display === "inline" &&
            (node.textContent ?? "").trim() !== "",
      );

    /**
     * Whether a person sees the element itself, not only what it holds: text of its own, a
     * picture or a field, or a background, border or shadow. Layout-only wrappers are not.
     */
    const draws = (element: Element) => {
      // Controls count whole: their box is what a hover or the focus ring draws.
      if (element.matches("img, svg, video, canvas, iframe, input, select, textarea, a, button")) {
        return true;
      }
      if (hasOwnText(element)) return true;
      const style = getComputedStyle(element);
      const transparent = (colour: string) => colour === "transparent" || /,\s*0\)$/.test(colour);
      return (
        !transparent(style.backgroundColor) ||
        style.backgroundImage !== "none" ||
        style.boxShadow !== "none" ||
        ["Top", "Right", "Bottom", "Left"].some(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
        )
      );
    };

    /** The element's horizontal extent that shows: cut by every clipping ancestor. */
    const shownExtent = (element: Element): [number, number] | null => {
      const box = element.getBoundingClientRect();
      let [start, end] = [box.left, box.right];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === "visible") continue;
        const clip = parent.getBoundingClientRect();
        start = Math.max(start, clip.left + parent.clientLeft);
        end = Math.min(end, clip.left + parent.clientLeft + parent.clientWidth);
        if (end - start <= 0) return null;
      }
      return [start, end];
    };

    const shown = Array.from(document.body.querySelectorAll("*")).filter(isShown);

    // Past the edge.
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of shown) {
      const extent = shownExtent(element);
      if (!extent) continue;
      const [start, end] = extent;
      if (start < -1 || end > width + 1) {
        problems.push(
          `${describe(element)} reaches past the screen edge: ${Math.round(start)}…${Math.round(end)} px of ${width}`,
        );
      }
    }

    // Lined up with the header (inline-start = left, or right on a right-to-left page).
    if (hasHeader) {
      /** Where the elements' shown boxes start and end, and which element starts first. */
      const span = (elements: Element[]) => {
        let start = Infinity;
        let end = -Infinity;
        let first: Element | null = null;
        for (const element of elements) {
          const extent = shownExtent(element);
          if (!extent) continue;
          const [left, right] = extent;
          const [from, to] = rtl ? [width - right, width - left] : [left, right];
          if (from < start) [start, first] = [from, element];
          end = Math.max(end, to);
        }
        return { start, end, first: first ? describe(first) : "nothing" };
      };
      const header = document.querySelector("header");
      const main = document.querySelector("main");
      if (!header || !main) {
        problems.push("no header or main element to line up");
      } else {
        // Inside them: the header's own bar and the main area may span the window.
        const drawn = shown.filter(
          (element) => element !== header && element !== main && draws(element),
        );
        const inHeader = span(drawn.filter((element) => header.contains(element)));
        const inMain = span(drawn.filter((element) => main.contains(element)));
        if (Math.abs(inMain.start - inHeader.start) > 1) {
          problems.push(
            `the content starts at ${Math.round(inMain.start)} px (${inMain.first}), ` +
              `the header's at ${Math.round(inHeader.start)} px (${inHeader.first})`,
          );
        }
        if (inMain.end > inHeader.end + 1) {
          problems.push(
            `the content ends at ${Math.round(inMain.end)} px, past the header's ${Math.round(inHeader.end)} px`,
          );
        }
      }
    }

    // Clipped text.
    const fullTextAt = (element: Element, text: string) => {
      const visible = text.replace(/…$/, "").trim();
      for (let node: Element | null = element; node; node = node.parentElement) {
        const named = node.getAttribute("title") ?? node.getAttribute("aria-label");
        if (named && named.includes(visible)) return true;
      }
      return false;
    };
    for (const element of shown) {
      if (element.matches("input, textarea, select") || !hasOwnText(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === "inline") continue;
      const wider = element.scrollWidth > element.clientWidth + 1;
      // Taller text only hides when the box clips it (a tight line height lets glyphs out).
      const taller =
        style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 2;
      if (!wider && !taller) continue;
      const truncates =
        style.textOverflow === "ellipsis" ||
        (style.getPropertyValue("-webkit-line-clamp") || "none") !== "none";
      if (truncates && fullTextAt(element, (element.textContent ?? "").trim())) continue;
      problems.push(
        `${describe(element)} clips its text: ${element.scrollWidth}×${element.scrollHeight} px of text in a ${element.clientWidth}×${element.clientHeight} px box`,
      );
    }
    return problems;
  }, options);
}

/** What a focus indicator is drawn with. */
interface FocusLook {
  outline: string;
  boxShadow: string;
  visibleOutline: boolean;
  /** The element's opacity times its ancestors': an indicator on a see-through control is unseen. */
  opacity: number;
}

/**
 * A visible focus indicator on every control a keyboard reaches. Each control is reached with a
 * real Tab (from the control before it), so `:focus-visible` applies as it does for a person; its
 * outline and box shadow are compared with what it shows unfocused, with transitions off. The
 * indicator must differ and be drawn (an outline of some width and colour, or a box shadow), on
 * a control that is not see-through (a transparent range input over a drawn bar hides its ring).
 * Controls that share their element and classes share their focus style, so one of each kind is
 * checked: a page of 300 identical cards costs three Tabs, not 900.
 */
export async function findFocusProblems(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A constructed style sheet: the server's CSP refuses an inline <style> (addStyleTag).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      "*, *::before, *::after { transition: none !important; animation: none !important; }",
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const targets = await page.evaluate(() => {
    // Marks of an earlier check of the same page (at another width) would point at stale controls.
    for (const marked of document.querySelectorAll<HTMLElement>("[data-focus-probe]")) {
      delete marked.dataset.focusProbe;
    }
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (element) => {
        if (element.matches(":disabled") || element.closest("[hidden], [inert]")) return false;
        if (element.tabIndex < 0) return false;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Visually hidden controls (a skip link) take part: they show when focused.
        return style.visibility !== "hidden" && style.display !== "none" && box.height > 0;
      },
    );
    const kinds = new Set<string>();
    const chosen: number[] = [];
    tabbable.forEach((element, index) => {
      element.dataset.focusProbe = String(index);
      const kind = `${element.tagName}|${element.getAttribute("role") ?? ""}|${element.getAttribute("class") ?? ""}`;
      if (kinds.has(kind)) return;
      kinds.add(kind);
      chosen.push(index);
    });
    return chosen;
  });

  const look = (index: number) =>
    page.evaluate((probe): FocusLook | null => {
      const element = document.querySelector(`[data-focus-probe="${probe}"]`);
      if (!element) return null;
      const style = getComputedStyle(element);
      const width = parseFloat(style.outlineWidth);
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= parseFloat(getComputedStyle(node).opacity);
      }
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        boxShadow: style.boxShadow,
        visibleOutline: style.outlineStyle !== "none" && width >= 1 && !transparent,
        opacity,
      };
    }, index);

  const problems: string[] = [];
  for (const index of targets) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const before = await look(index);
    // Focus the control before it (or nothing, for the first), then Tab onto it.
    await page.evaluate((probe) => {
      const previous = document.querySelector<HTMLElement>(`[data-focus-probe="${probe - 1}"]`);
      if (previous) previous.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
    }, index);
    // Some presses at most: focusable things outside the list (in Chromium, a scroller with
    // nothing focusable in it is a tab stop of its own) may stand between.
    let reached = false;
    for (let press = 0; press < 30 && !reached; press++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(
        (probe) =>
          (document.activeElement as HTMLElement | null)?.dataset.focusProbe === String(probe),
        index,
      );
    }
    const name = await page.evaluate((probe) => {
      const element = document.querySelector(`[data-focus-probe="${probe}"]`);
      const label =
        element?.getAttribute("aria-label") ?? (element?.textContent ?? "").trim().slice(0, 40);
      return `<${element?.tagName.toLowerCase()}> "${label}"`;
    }, index);
    if (!reached) {
      problems.push(`Tab does not reach ${name}`);
      continue;
    }
    const after = await look(index);
    if (!before || !after) continue;
    const shadowChanged = after.boxShadow !== before.boxShadow && after.boxShadow !== "none";
    const outlineChanged = after.outline !== before.outline && after.visibleOutline;
    if (after.opacity < 0.5) {
      problems.push(
        `${name} is see-through when focused (opacity ${after.opacity}): its indicator is unseen`,
      );
    } else if (!shadowChanged && !outlineChanged) {
      problems.push(
        `${name} shows no focus indicator (outline ${after.outline}, shadow ${after.boxShadow})`,
      );
    }
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}
