// One lint setup for the whole repository. Type-aware rules run on every TypeScript file
// (each belongs to a tsconfig); restrictions carry the reason in their message.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The one reader of the web app's configuration sources. */
const CONFIG_READER = "apps/web/src/app/config.ts";
const CONFIG_RESTRICTIONS = [
  {
    selector: "MemberExpression[object.name='window'][property.name='__CONFIG__']",
    message: "Read configuration through src/app/config.ts, the one reader of window.__CONFIG__.",
  },
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
    message: "Read configuration through src/app/config.ts, the one reader of import.meta.env.",
  },
];

/** The app's one modal mechanism. */
const DIALOG_COMPONENT = "apps/web/src/shared/ui/Dialog.tsx";
const DIALOG_MESSAGE =
  "Use the Dialog component (src/shared/ui/Dialog.tsx), the app's one modal: native <dialog> with showModal; its `panel` variant is the player's menu panel.";
const DIALOG_RESTRICTIONS = [
  { selector: "JSXOpeningElement[name.name='dialog']", message: DIALOG_MESSAGE },
  {
    selector: "JSXAttribute[name.name='role'][value.value=/^(alert)?dialog$/]",
    message: DIALOG_MESSAGE,
  },
  { selector: "JSXAttribute[name.name='aria-modal']", message: DIALOG_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "apps/server/demo-media/**",
      "e2e/artifacts/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: {
      // Test doubles and page.evaluate results are loosely typed by nature.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["apps/web/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended, reactHooks.configs.flat["recommended-latest"]],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["packages/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Packages take options objects; only an app's config module reads the environment.",
        },
      ],
    },
  },
  {
    files: ["packages/subtitles/src/**/*.ts"],
    ignores: ["**/*.test.ts", "packages/subtitles/src/__fixtures__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*"],
              message: "Subtitle parsing runs in browsers too: no Node modules outside tests.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Buffer", message: "Use Uint8Array: subtitle parsing runs in browsers too." },
      ],
    },
  },
  // no-restricted-syntax takes one list per file, so the web app's restrictions are composed:
  // each file gets every one of them but those of the file that is the exception.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: [CONFIG_READER, DIALOG_COMPONENT],
    rules: { "no-restricted-syntax": ["error", ...CONFIG_RESTRICTIONS, ...DIALOG_RESTRICTIONS] },
  },
  {
    files: [DIALOG_COMPONENT],
    rules: { "no-restricted-syntax": ["error", ...CONFIG_RESTRICTIONS] },
  },
  {
    files: [CONFIG_READER],
    rules: { "no-restricted-syntax": ["error", ...DIALOG_RESTRICTIONS] },
  },
  prettier,
);
