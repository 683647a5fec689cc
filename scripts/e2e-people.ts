// Who the browser tests sign in as (made by scripts/e2e-accounts.mjs on each test server).
export const E2E_PASSWORD = "tijeras-y-peine-2026";
export const E2E_PEOPLE = {
  owner: { email: "paula@e2e.test", name: "Paula Prieto", role: "owner" },
  reception: { email: "rosa@e2e.test", name: "Rosa Recio", role: "reception" },
  professional: { email: "lucia@e2e.test", name: "Lucía Gómez", role: "professional", staffId: "lucia" },
} as const;
