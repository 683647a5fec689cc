/**
 * `npm run staff:passcode`: asks for the salon's passcode (twice, not echoed)
 * and prints the STAFF_PASSCODE_HASH line for the server's environment.
 * Runs with Node's type stripping.
 */
import { createInterface } from "node:readline";
import { hashPasscode } from "./passcode.ts";

function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    // Hide what is typed after the question.
    if (process.stdin.isTTY) output._writeToOutput = () => undefined;
  });
}

const first = process.env.STAFF_PASSCODE ?? (await ask("Código de acceso para la agenda (mínimo 8 caracteres): "));
const second = process.env.STAFF_PASSCODE ?? (await ask("Repite el código: "));
if (first !== second) {
  console.error("Los códigos no coinciden.");
  process.exit(1);
}
if (first.length < 8) {
  console.error("El código debe tener al menos 8 caracteres.");
  process.exit(1);
}
console.log(`STAFF_PASSCODE_HASH='${await hashPasscode(first)}'`);
