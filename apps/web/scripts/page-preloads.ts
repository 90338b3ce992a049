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
  /**
   * Modules the page needs soon but not first (hls.js): their chunks are only downloaded, at the
   * lowest priority, into the HTTP cache (the chunks are immutable), and compiled when the page
   * imports them, off the main thread as a module. Compiling a large chunk that early would hold
   * the entry chunk back; downloading it costs the entry next to nothing. (Not
   * `<link rel="preload" as="script">`: that compiles it as a classic script, work thrown away.)
   */
  downloads?: readonly string[];
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
export interface PageFiles {
  path: RegExp;
  /** Chunks to fetch and compile (`<link rel="modulepreload">`). */
  files: string[];
  /** Chunks to download only (`<link rel="prefetch">`). */
  downloads: string[];
}

export function preloadFiles(
  bundle: Record<string, ChunkInfo>,
  pages: readonly PagePreload[],
): PageFiles[] {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, loadedByEntry);

  const chunksOf = (modules: readonly string[], skip: ReadonlySet<string>) => {
    const wanted = new Set<string>();
    for (const module of modules) {
      const chunk = chunks.find((candidate) => {
        const id = candidate.facadeModuleId?.replaceAll("\\", "/") ?? "";
        return module.endsWith("/") ? id.includes(module) : id.endsWith(module);
      });
      if (chunk) withImports(chunk.fileName, wanted);
    }
    return [...wanted].filter((file) => !skip.has(file));
  };
  return pages.map((page) => {
    const files = chunksOf(page.modules, loadedByEntry);
    const downloads = chunksOf(page.downloads ?? [], new Set([...loadedByEntry, ...files]));
    return { path: page.path, files, downloads };
  });
}

/**
 * The inline script that adds the preload links of the page a visit starts on: a
 * `<link rel="modulepreload">` for each of its chunks (in CORS mode, as module scripts are
 * fetched, so the import finds them), then a `<link rel="prefetch">` for each chunk it only
 * downloads. It runs while the HTML is parsed,
 * before the runtime configuration, so it reads the route path the way both routers write it:
 * `#/path` with hash routing, else the address path.
 */
export function preloadScript(pages: readonly PageFiles[], base: string): string {
  const urls = (files: readonly string[]) => JSON.stringify(files.map((file) => base + file));
  const table = pages
    .filter((page) => page.files.length + page.downloads.length > 0)
    .map((page) => `[${page.path.toString()},${urls(page.files)},${urls(page.downloads)}]`);
  if (table.length === 0) return "";
  return (
    `(function(){var h=location.hash,p=h.charAt(1)==="/"?h.slice(1).split(/[?#]/)[0]:location.pathname;` +
    `function a(f,r){var l=document.createElement("link");l.rel=r;l.crossOrigin="";l.href=f;` +
    `document.head.appendChild(l)}` +
    `[${table.join(",")}].forEach(function(r){if(r[0].test(p)){` +
    `r[1].forEach(function(f){a(f,"modulepreload")});r[2].forEach(function(f){a(f,"prefetch")})}})})();`
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
