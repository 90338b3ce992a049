/** The CLDR plural categories; a plural key's forms carry one as a suffix (`count_one`). */
type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/** A plural form's key without its suffix, as `t` takes it: `runtime_one` → `runtime`. */
type WithoutPluralSuffix<Key extends string> = Key extends `${infer Head}_${infer Rest}`
  ? Rest extends PluralCategory
    ? Head
    : `${Head}_${WithoutPluralSuffix<Rest>}`
  : Key;

/**
 * Every dot path from the tree's root to a string, plural forms folded into their base key. A
 * template such as t(`media.type.${kind}`) type-checks when every value of `kind` makes a path.
 */
export type KeyPaths<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? WithoutPluralSuffix<Name>
    : `${Name}.${KeyPaths<Tree[Name]>}`;
}[keyof Tree & string];
