import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverOnlyPure = {
  group: [
    "@/app/*",
    "@/components/*",
    "@/hooks/*",
    "@/features/*/components/*",
    "@/features/blog/*",
    "@/features/chat/*",
    "react",
    "react-dom",
  ],
  message: "The server imports content, lib and the pure booking rules only.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".lighthouse/",
      "content-build-tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Layering (house style): shared code never imports features or app, and features never import each other.
    files: ["src/components/**", "src/lib/**", "src/hooks/**", "src/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared code must not import features or app." }] },
      ],
    },
  },
  ...["booking", "blog", "chat", "agenda"].map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`, "@/app/*"],
              message: "Features do not import each other or the app.",
            },
          ],
        },
      ],
    },
  })),
  {
    // The server reuses the pure booking rules and the content, never UI code (issue #10).
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [serverOnlyPure],
        },
      ],
    },
  },
  {
    // Layers inside the server: routes → booking service → db; the database layer knows nothing above it.
    files: ["server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnlyPure,
            {
              group: ["../booking/*", "../routes/*", "../mail/*", "../http/*", "../app"],
              message: "db is the bottom layer.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/booking/**", "server/mail/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnlyPure,
            {
              group: ["../routes/*", "../http/*", "../app", "hono", "hono/*"],
              message: "Services know nothing of HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/components/**", "src/lib/**", "src/hooks/**", "src/content/**", "src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/*"], message: "The site never imports server code." }] },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
);
