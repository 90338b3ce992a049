import type { ReactNode } from "react";

/**
 * One entry of the route table. `path` segments are static ("about"), params (":media"),
 * optional params (":query?") or a final splat ("*"); a route without `path` and with
 * `children` is a layout around them. `errorElement` replaces the route (and what it wraps)
 * when rendering it throws.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** The routes a pathname renders, outermost first, and the params they read from it. */
export interface RouteMatch {
  routes: readonly RouteObject[];
  params: Params;
}

interface Branch {
  segments: readonly string[];
  routes: readonly RouteObject[];
  score: number;
}

const splitPath = (path: string) => path.split("/").filter(Boolean);

/** Every way to write `segments` with its optional ones (":x?") present or left out. */
function explodeOptional(segments: readonly string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = explodeOptional(rest);
  if (!first.endsWith("?")) return tails.map((tail) => [first, ...tail]);
  const required = first.slice(0, -1);
  return [...tails.map((tail) => [required, ...tail]), ...tails];
}

/** Higher wins: static segments beat params, params beat a splat; index routes get a bonus. */
function rank(segments: readonly string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    score += segment === "*" ? -2 : segment.startsWith(":") ? 3 : 10;
  }
  return score;
}

function flatten(
  routes: readonly RouteObject[],
  parentSegments: readonly string[],
  parents: readonly RouteObject[],
  branches: Branch[],
) {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...splitPath(route.path ?? "")];
    for (const variant of explodeOptional(segments)) {
      if (route.children?.length) flatten(route.children, variant, chain, branches);
      // A pathless layout only renders through its children.
      if (route.index || route.path !== undefined || !route.children?.length) {
        branches.push({ segments: variant, routes: chain, score: rank(variant, !!route.index) });
      }
    }
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch(pattern: readonly string[], segments: readonly string[]): Params | null {
  const params: Record<string, string> = {};
  for (const [position, part] of pattern.entries()) {
    if (part === "*") {
      params["*"] = segments.slice(position).map(decode).join("/");
      return params;
    }
    const segment = segments[position];
    if (segment === undefined) return null;
    if (part.startsWith(":")) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== decode(segment).toLowerCase()) return null;
  }
  return segments.length === pattern.length ? params : null;
}

/** Compiles a route table into a function from a pathname to the best matching routes. */
export function createMatcher(routes: readonly RouteObject[]) {
  const branches: Branch[] = [];
  flatten(routes, [], [], branches);
  // Stable sort: among equal ranks the table order decides.
  branches.sort((a, b) => b.score - a.score);
  return (pathname: string): RouteMatch | null => {
    const segments = splitPath(pathname);
    for (const branch of branches) {
      const params = matchBranch(branch.segments, segments);
      if (params) return { routes: branch.routes, params };
    }
    return null;
  };
}
