// SP-02: prints a VAPID key pair for Web Push, as the lines to add to the server's environment.
// The keys identify the salon to the browsers' push services; keep the private one secret and keep
// both for good (new keys end every device's subscription: each person turns notifications on again).
import webPush from "web-push";

const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = process.env;
if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
  console.log(
    "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are already set: nothing to do (new keys would end every device's notifications).",
  );
  process.exit(0);
}
const email = process.argv.find((a) => a.includes("@")) ?? "salon@example.com";
const keys = webPush.generateVAPIDKeys();
console.log(`# Web Push (SP-02): add to the server's environment and restart.
VAPID_PUBLIC_KEY=${keys.publicKey}
VAPID_PRIVATE_KEY=${keys.privateKey}
VAPID_SUBJECT=mailto:${email}`);
