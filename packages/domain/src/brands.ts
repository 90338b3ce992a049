declare const brand: unique symbol;

/** A nominal type: `Brand<string, "TmdbId">` is a string that has been checked to be one. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** A TMDB id as the digits-only string the account API and the media ids use. */
export type TmdbId = Brand<string, "TmdbId">;

/** A duration or position in seconds. */
export type Seconds = Brand<number, "Seconds">;

export function isTmdbId(value: string): value is TmdbId {
  return /^[1-9]\d{0,9}$/.test(value);
}

export function toSeconds(value: number): Seconds {
  return value as Seconds;
}
