/** Tests read fixture files as text through Vite's `?raw` imports. */
declare module "*?raw" {
  const text: string;
  export default text;
}
