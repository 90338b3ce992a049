import { Counter, type Registry } from "prom-client";

/** The label value of everything a bounded set has no room for. */
export const OTHER = "other";

export interface LabelSetOptions {
  /** Values that always keep their own label. */
  known?: Iterable<string>;
  /** How many other values may keep their own label, first come first served. */
  spare?: number;
  /** Whether a value may take a spare place (e.g. it looks like an id, not free text). */
  accept?: (value: string) => boolean;
}

/**
 * A label from a bounded set: a known value, or one of the first `spare` acceptable others;
 * anything else is {@link OTHER}. Every label a client's report chooses goes through one, so no
 * flood of distinct strings can grow the metrics (each label value lives until restart).
 */
export function labelSet(options: LabelSetOptions): (value: string) => string {
  const known = new Set(options.known);
  const spare = options.spare ?? 0;
  const accept = options.accept ?? (() => true);
  const taken = new Set<string>();
  return (value) => {
    if (known.has(value) || taken.has(value)) return value;
    if (taken.size >= spare || !accept(value)) return OTHER;
    taken.add(value);
    return value;
  };
}

/** A short id of letters, digits, `.`, `_` and `-` (provider ids, namespaces), never prose. */
export const isShortId = (value: string) => /^[A-Za-z0-9][\w.-]{0,39}$/.test(value);

export interface BoundedCounter<Label extends string> {
  inc(labels: Record<Label, string>, value?: number): void;
}

/**
 * A counter whose labels each come from a bounded set, with a ceiling on its series (label
 * combinations) too: past `maxSeries`, a new combination counts in the series whose labels are
 * all {@link OTHER}.
 */
export function boundedCounter<Label extends string>(options: {
  registry: Registry;
  name: string;
  help: string;
  labels: Record<Label, (value: string) => string>;
  maxSeries: number;
}): BoundedCounter<Label> {
  const names = Object.keys(options.labels) as Label[];
  const counter = new Counter<Label>({
    name: options.name,
    help: options.help,
    labelNames: names,
    registers: [options.registry],
  });
  const series = new Set<string>();
  const overflow = Object.fromEntries(names.map((name) => [name, OTHER])) as Record<Label, string>;
  return {
    inc(raw, value = 1) {
      // Keys in the caller's order: prom-client prints the labels in the order given.
      const labels = {} as Record<Label, string>;
      for (const name of Object.keys(raw) as Label[])
        labels[name] = options.labels[name](raw[name]);
      const key = JSON.stringify(names.map((name) => labels[name]));
      if (!series.has(key)) {
        if (series.size >= options.maxSeries) {
          counter.inc(overflow, value);
          return;
        }
        series.add(key);
      }
      counter.inc(labels, value);
    },
  };
}
