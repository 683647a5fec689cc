/**
 * TK-04: the QR tributario as ISO/IEC 18004 symbol with error correction level M (Orden HAC/1177/2024
 * art. 21), drawn as one SVG path of its dark modules: the ticket renders it at 30–40 mm with the
 * quiet zone around it, and needs no QR code in the browser.
 */
import QRCode from "qrcode";

export interface QrDrawing {
  /** Modules per side. */
  size: number;
  /** The dark modules, each a 1×1 square, in module units. */
  path: string;
}

export function qrPath(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  let path = "";
  // BitMatrix.get(row, column).
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  return { size, path };
}
