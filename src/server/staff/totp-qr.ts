import "server-only";
import QRCode from "qrcode";

/**
 * The enrolment QR code as an inline SVG, drawn on the server (decision 131): no client script, no image request,
 * nothing sent to another host. Error correction "M" keeps a 160-bit otpauth URI at a size phones read at once.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#1c1917", light: "#ffffff" },
  });
}
