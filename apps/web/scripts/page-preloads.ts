import type { Plugin } from "vite";

/**
 * A page whose code is a lazy chunk. When a visit *starts* on it, its chunks are worth fetching
 * beside the entry chunk instead of after it has run: `modules` name the modules (a path suffix,
 * or a package folder such as `node_modules/hls.js/`) whose chunks, with the chunks they import,
 * the page needs at once.
 */
export interface PagePreload {
  /** Tested against the route path: the address path, or with hash routing what follows `#`. */
  path: RegExp;
  modules: readonly string[];
}

/** The part of a build's output this plugin reads (Rolldown's OutputChunk, narrowed). */
export interface ChunkInfo {
  type: "chunk" | "asset";
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * The chunk files each page preloads, in the order to request them. Chunks the entry already
 * loads (itself and what it imports) are left out, as are modules no chunk holds.
 */
export function preloadFiles(
  bundle: Record<string, ChunkInfo>,
  pages: readonly PagePreload[],
): { path: RegExp; files: string[] }[] {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, loadedByEntry);

  return pages.map((page) => {
    const wanted = new Set<string>();
    for (const module of page.modules) {
      const chunk = chunks.find((candidate) => {
        const id = candidate.facadeModuleId?.replaceAll("\\", "/") ?? "";
        return module.endsWith("/") ? id.includes(module) : id.endsWith(module);
      });
      if (chunk) withImports(chunk.fileName, wanted);
    }
    return { path: page.path, files: [...wanted].filter((file) => !loadedByEntry.has(file)) };
  });
}

/**
 * The inline script that adds the `<link rel="modulepreload">`s of the page a visit starts on.
 * It runs while the HTML is parsed, before the runtime configuration, so it reads the route
 * path the way both routers write it: `#/path` with hash routing, else the address path.
 */
export function preloadScript(pages: { path: RegExp; files: string[] }[], base: string): string {
  const table = pages
    .filter((page) => page.files.length > 0)
    .map((page) => `[${page.path.toString()},${JSON.stringify(page.files.map((f) => base + f))}]`);
  if (table.length === 0) return "";
  return (
    `(function(){var h=location.hash,p=h.charAt(1)==="/"?h.slice(1).split(/[?#]/)[0]:location.pathname;` +
    `[${table.join(",")}].forEach(function(r){if(r[0].test(p))r[1].forEach(function(f){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;` +
    `document.head.appendChild(l)})})})();`
  );
}

/** Vite plugin: writes `preloadScript` for `pages` into the built index.html. */
export function pagePreloads(pages: readonly PagePreload[]): Plugin {
  let base = "/";
  return {
    name: "matinee-page-preloads",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        if (!context.bundle) return html;
        const script = preloadScript(preloadFiles(context.bundle, pages), base);
        // Right after the title: early (ahead of any stylesheet, which would hold an inline
        // script back until it has loaded), yet after the charset declaration.
        return script ? html.replace("</title>", `</title>\n    <script>${script}</script>`) : html;
      },
    },
  };
}
