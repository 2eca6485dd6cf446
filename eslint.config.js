// ESLint (flat config, ESLint 9): typescript-eslint with type information, React, the rules of
// hooks, accessibility of JSX and the order of imports. `npm run lint`; formatting is Prettier's
// (`npm run format`), so no rule here is about layout.
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "node_modules/**",
      "test-results/**",
      "test-results-faults/**",
      "playwright-report/**",
      "bench-results/**",
      ".data/**",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Each file is checked with its own tsconfig (sandbox/ has a stricter one of its own).
      parserOptions: { projectService: { allowDefaultProject: ["*.js", "*.mjs"] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      // rel="noopener" is what keeps a new tab from reaching window.opener; what the Referer
      // carries is the Referrer-Policy header's decision (same-origin), not each link's.
      "react/jsx-no-target-blank": ["error", { allowReferrer: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/unit/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // The React Compiler's rules (react-hooks 6+) check code written for the compiler, which
      // this site does not use (React 18, the classic Remix compiler): left out.
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/internal-regex": "^~/",
      // For no-cycle only: the modules it reads (TypeScript's extensions too), found as TypeScript
      // finds them (tsconfig.json's "paths" for `~/`).
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: {
      // Imports in groups (Node built-ins, packages, `~/` app modules, relative), alphabetical
      // within each; resolving them is TypeScript's job, not this plugin's.
      "import-x/order": [
        "warn",
        { groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]], alphabetize: { order: "asc", caseInsensitive: true } },
      ],
      "import-x/no-duplicates": "warn",
      // No module imports itself through others (docs/architecture.md "Layers and which way they
      // point"): what two modules both need lives in a third they both import. Type-only imports
      // are not followed (they vanish from the build): root-data.ts's `typeof loader` of the root.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    rules: {
      // `_name` marks a value kept on purpose (a destructured field left out, a required parameter).
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      // Remix loaders and actions throw Responses (redirects, 404s) by design; anything else
      // thrown must still be an Error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" },
          ],
        },
      ],
      // Loaders, actions and meta functions are async by the framework's contract, whether or not
      // this one awaits anything: one signature for all of them.
      "@typescript-eslint/require-await": "off",
      // Express 4 ignores what a handler returns: the site's and the sandbox's async handlers
      // catch their own errors (sandbox/http.ts handler), which this check cannot see.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: false } }],
      // The form schemas match control characters on purpose, to refuse them.
      "no-control-regex": "off",
    },
  },
  {
    // Layers (docs/architecture.md "Layers and which way they point"): a component imports
    // library modules and the contract, never a service (server-only upstream clients); the types
    // a component shares with a service live in app/lib (app/lib/content/news-center.ts).
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^~/|/)services/(?!contract$)",
              message: "A component does not import a service: take the type from app/lib (or app/services/contract.ts), where both may import it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // A rejected form is rendered with the focus on its first invalid field, without
      // JavaScript too (server-rendered autofocus, WCAG 3.3.1 error identification).
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Tests read upstream and collector answers as loose JSON and assert on them: typing each
    // answer would check nothing the assertions do not.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // Functions passed to page.evaluate run in the browser.
    files: ["scripts/**/*.mjs", "tests/e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern: `async ({}, use)` is how a fixture that depends on nothing is written.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    // page.waitForFunction polls on animation frames unless told otherwise, and a busy headless
    // Chromium may run none for longer than a test lasts: every call names its polling.
    files: ["tests/e2e/**/*.ts", "scripts/**/*.mjs"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForFunction'][arguments.length<3]",
          message: "Pass the polling (tests/e2e/fixtures.ts POLL): on animation frames, a busy browser may never answer.",
        },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, configs): no type information.
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
