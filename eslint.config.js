import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import areas from "./eslint-rules/area-faces.js";

const serverOnlyPure = {
  group: ["**/src/*", "**/src/**", "@/app/*", "@/components/*", "@/hooks/*", "@/features/*", "react", "react-dom"],
  message: "The server imports content, lib and the domain's rules only, through the @/ alias.",
};

/**
 * Relative imports cannot dodge the layering (issue 17): beyond its own folder a module imports
 * through the `@/` alias, where the rules below can see what it reaches for.
 */
const noClimbing = {
  group: ["../../*", "../../**"],
  message: "Import through the @/ alias beyond your own folder, so the layering rules can see it.",
};
const noEscape = { group: ["../*", "../**"], message: "Import through the @/ alias outside your own folder." };
/** The site's code never reaches the server's, by alias or by path (a type-only import of the API's type is allowed). */
const noServer = {
  group: ["**/server/*", "**/server/**", "@server/*"],
  message: "The site never imports server code.",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".astro/",
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
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*", "@/domain/*"],
              message: "Shared code must not import features, domain or app.",
            },
            noClimbing,
            noServer,
          ],
        },
      ],
    },
  },
  {
    // The domain: rules shared by the site and the server (booking rules, schemas, messages). It stands on
    // content and lib only.
    files: ["src/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*", "@/components/*", "@/hooks/*", "react", "react-dom"],
              message: "The domain knows no UI: content and lib only.",
            },
            noEscape,
            noServer,
          ],
        },
      ],
    },
  },
  ...["booking", "blog", "chat", "staff", "gifts"].map((feature) => ({
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
            noClimbing,
            noServer,
          ],
        },
      ],
    },
  })),
  {
    // The server's areas: each imported through its face, no two importing each other; the list of
    // areas is the folder list (eslint-rules/area-faces.js, issue 41).
    files: ["server/**/*.ts"],
    plugins: { areas },
    rules: { "areas/area-faces": "error" },
  },
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
    // Layers inside the server: each area's routes → its service → its repository → db; the database
    // layer knows nothing above it.
    files: ["server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverOnlyPure,
            {
              group: [
                "../appointments/*",
                "../settings/*",
                "../people/*",
                "../notifications/*",
                "../site/*",
                "../http/*",
                "../app",
              ],
              message: "db is the bottom layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // A business area's services, repositories and views know nothing of HTTP; its routes do.
    files: ["server/appointments/**", "server/settings/**", "server/people/**", "server/notifications/**"],
    ignores: ["server/**/*routes.ts", "server/**/*.test.ts"],
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
    ignores: ["src/components/**", "src/lib/**", "src/hooks/**", "src/content/**", "src/features/**", "src/domain/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [noServer] }],
    },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    // CN-05: the fonts' loader runs in the page as it is (inlined by layouts/base.astro).
    files: ["src/app/font-loader.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    // SP-01: the back office's service worker, plain JavaScript served as it is.
    files: ["public/gestion-sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
);
