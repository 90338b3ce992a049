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

/**
 * Physical left/right utilities, which a right-to-left page would need a second layout for:
 * margins, paddings, insets, text alignment, floats, rounded corners, borders and scroll
 * margins/paddings, with any variant in front (`sm:pl-4`, `hover:text-left`).
 */
const PHYSICAL_CLASS =
  "(^|\\s)([^\\s:]+:)*(-?(m[lr]|p[lr]|left|right|scroll-[mp][lr])-(\\d|px|auto|full|\\[)|" +
  "(text|float|clear)-(left|right)(\\s|$)|(rounded-([lr]|[tb][lr])|border-[lr])(-|\\s|$))";
const LOGICAL_MESSAGE =
  "Use the logical utility (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/rounded-s/border-s…): a right-to-left page lays out from the right with no second layout (docs: apps/web/src/shared/i18n/README.md).";
const LOGICAL_CSS_RESTRICTIONS = [
  { selector: `Literal[value=/${PHYSICAL_CLASS}/]`, message: LOGICAL_MESSAGE },
  { selector: `TemplateElement[value.raw=/${PHYSICAL_CLASS}/]`, message: LOGICAL_MESSAGE },
  {
    selector:
      "JSXAttribute[name.name='style'] Property[key.name=/^(left|right|(margin|padding|border)(Left|Right).*)$/]",
    message:
      "Use the logical style property (insetInlineStart, marginInlineEnd, paddingInlineStart, borderInlineStart…): it follows the page's direction.",
  },
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
    rules: {
      "no-restricted-syntax": [
        "error",
        ...CONFIG_RESTRICTIONS,
        ...DIALOG_RESTRICTIONS,
        ...LOGICAL_CSS_RESTRICTIONS,
      ],
    },
  },
  {
    files: [DIALOG_COMPONENT],
    rules: {
      "no-restricted-syntax": ["error", ...CONFIG_RESTRICTIONS, ...LOGICAL_CSS_RESTRICTIONS],
    },
  },
  {
    files: [CONFIG_READER],
    rules: {
      "no-restricted-syntax": ["error", ...DIALOG_RESTRICTIONS, ...LOGICAL_CSS_RESTRICTIONS],
    },
  },
  prettier,
);
