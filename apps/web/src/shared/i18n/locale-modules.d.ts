// The module made by scripts/locale-modules.ts (a Vite plugin, also in the web tests' config).
declare module "virtual:matinee-locales" {
  /**
   * One translated language's strings, every area merged (a JSON file of the build, fetched
   * when asked for); undefined for a language with no translation.
   */
  export default function loadLocale(code: string): Promise<Record<string, unknown> | undefined>;
}
