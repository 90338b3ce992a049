import fc from "fast-check";
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
};

/**
 * Strings a careless server chokes on: NUL, unpaired surrogates, escapes, path tricks, SQL,
 * numbers that are not numbers, and lengths just past common limits.
 */
export const HOSTILE_STRINGS = [
  "",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "%00",
  "%",
  "..",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "💥",
  "1e3",
  "-1",
  "NaN",
  "null",
  "__proto__",
  "x".repeat(256),
  "9".repeat(400),
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any text: mostly short, sometimes any UTF-16 code units (lone surrogates included). */
const anyText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  hostileString,
);

/** How far generated values stray: `wild` mixes in hostile and out-of-bounds values. */
export interface Mode {
  wild: boolean;
}

function stringArbitrary(schema: JsonSchema, mode: Mode): fc.Arbitrary<string> {
  const lengths = {
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 24, 24),
  };
  const fitting = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : schema.format === "date-time"
      ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
      : fc.string(lengths);
  if (!mode.wild) return fitting;
  // Past the limit by one: the boundary a schema must hold.
  const tooLong =
    schema.maxLength !== undefined ? [fc.constant("y".repeat(schema.maxLength + 1))] : [];
  return fc.oneof(
    { arbitrary: fitting, weight: 4 },
    { arbitrary: hostileString, weight: 1 },
    { arbitrary: anyText, weight: 1 },
    ...tooLong,
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, mode: Mode): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6 - 1) + 1;
  const max = Math.min(schema.maximum ?? 1e6, 1e12);
  const fitting = integer
    ? fc.integer({
        min: Math.max(Math.ceil(min), -(2 ** 31)),
        max: Math.min(Math.floor(max), 2 ** 31),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (!mode.wild) return fitting;
  const edges = fc.constantFrom(-1, 0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308);
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: edges, weight: 1 });
}

/**
 * Values for a JSON Schema. Half the time ones that fit (so requests reach the code behind
 * the validation); else `wild` ones: hostile strings, values just outside the bounds, and now
 * and then anything at all in place of a field.
 */
export function arbitraryFromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(valuesFor(schema, { wild: false }, 0), valuesFor(schema, { wild: true }, 0));
}

function valuesFor(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 2 });
  if (depth > 6) return anything;
  const fitting = fittingArbitrary(schema, mode, depth);
  return mode.wild ? fc.oneof({ arbitrary: fitting, weight: 12 }, anything) : fitting;
}

function fittingArbitrary(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema) => valuesFor(inner, mode, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(next));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map(next))
      .map((parts): unknown =>
        Object.assign({}, ...parts.filter((part) => typeof part === "object")),
      );
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  }
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema, mode);
    case "integer":
      return numberArbitrary(schema, true, mode);
    case "number":
      return numberArbitrary(schema, false, mode);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(next(schema.items ?? {}), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, next(value)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A zod schema's input as JSON Schema (refinements and transforms left out), or null. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof Object) || !("_zod" in schema)) return null;
  return z.toJSONSchema(schema as z.core.$ZodType, {
    unrepresentable: "any",
    io: "input",
  }) as JsonSchema;
}
