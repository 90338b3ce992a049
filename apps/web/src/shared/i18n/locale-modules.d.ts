// Modules made by scripts/locale-modules.ts (a Vite plugin, also in the web tests' config).
declare module "virtual:matinee-locales" {
  /** Every translated language but English, each loading all of its strings in one chunk. */
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
