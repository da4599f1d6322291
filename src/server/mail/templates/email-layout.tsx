import type { ReactNode } from "react";

/** Inline styles only: mail clients ignore style sheets. Colours from the site's palette. */
const colors = {
  ivory: "#faf7f2",
  sand: "#f3ede3",
  ink: "#1d1b18",
  stone: "#6b645a",
  gold: "#b8954f",
  goldDeep: "#8c6d2f",
  linen: "#e8e0d2",
};

export interface LayoutText {
  brand: string;
  tagline: string;
  footer: string;
  address: string;
}

export function EmailLayout({
  dir,
  lang,
  preview,
  text,
  children,
}: {
  dir: "ltr" | "rtl";
  lang: string;
  preview: string;
  text: LayoutText;
  children?: ReactNode;
}) {
  const align = dir === "rtl" ? "right" : "left";
  return (
    <html lang={lang} dir={dir}>
      {/* An e-mail document, not a Next page: a plain <head> is right here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: colors.sand,
          fontFamily: "Helvetica, Arial, sans-serif",
          color: colors.ink,
        }}
      >
        <div data-skip-in-text="true" style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>
          {preview}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colors.sand, padding: "32px 12px" }}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 560,
                    backgroundColor: colors.ivory,
                    borderRadius: 16,
                    border: `1px solid ${colors.linen}`,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{ padding: "28px 32px 8px", textAlign: align, borderBottom: `3px solid ${colors.gold}` }}
                      >
                        <div
                          style={{
                            fontFamily: "Georgia, 'Times New Roman', serif",
                            fontSize: 26,
                            letterSpacing: 1,
                            color: colors.ink,
                          }}
                        >
                          {text.brand}
                        </div>
                        <div
                          style={{
                            fontSize: 12,
                            letterSpacing: 2,
                            textTransform: "uppercase",
                            color: colors.goldDeep,
                            paddingBottom: 16,
                          }}
                        >
                          {text.tagline}
                        </div>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px 32px", textAlign: align, fontSize: 16, lineHeight: "24px" }}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 32px 28px",
                          textAlign: align,
                          fontSize: 12,
                          lineHeight: "18px",
                          color: colors.stone,
                          borderTop: `1px solid ${colors.linen}`,
                        }}
                      >
                        <p style={{ margin: "0 0 6px" }}>{text.footer}</p>
                        <p style={{ margin: 0 }}>{text.address}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        fontFamily: "Georgia, 'Times New Roman', serif",
        fontWeight: 400,
        fontSize: 28,
        lineHeight: "34px",
        margin: "0 0 16px",
      }}
    >
      {children}
    </h1>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 16px" }}>{children}</p>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 16px", fontSize: 14, color: colors.stone }}>{children}</p>;
}

export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: colors.ink,
          color: colors.ivory,
          textDecoration: "none",
          padding: "12px 28px",
          borderRadius: 999,
          fontWeight: 600,
        }}
      >
        {children}
      </a>
    </p>
  );
}

export function CodeBox({ code }: { code: string }) {
  return (
    <p
      style={{
        margin: "24px 0",
        fontSize: 34,
        letterSpacing: 10,
        fontFamily: "'Courier New', monospace",
        fontWeight: 700,
        color: colors.goldDeep,
        direction: "ltr",
        textAlign: "center",
        backgroundColor: colors.sand,
        borderRadius: 12,
        padding: "16px 0",
      }}
    >
      {code}
    </p>
  );
}

export function LinkText({ href }: { href: string }) {
  return (
    <p style={{ margin: "0 0 16px", fontSize: 12, color: colors.stone, wordBreak: "break-all", direction: "ltr" }}>
      <a href={href} style={{ color: colors.goldDeep }}>
        {href}
      </a>
    </p>
  );
}

/** A boxed list of facts (when, where, numbers). */
export function Details({ rows, ltrValues }: { rows: string[]; ltrValues?: boolean }) {
  return (
    <div style={{ margin: "0 0 20px", backgroundColor: colors.sand, borderRadius: 12, padding: "14px 18px" }}>
      {rows.map((row) => (
        <p key={row} style={{ margin: "4px 0", unicodeBidi: ltrValues ? "plaintext" : undefined }}>
          {row}
        </p>
      ))}
    </div>
  );
}

export function List({ items }: { items: string[] }) {
  return (
    <ul style={{ margin: "0 0 16px", paddingInlineStart: 20 }}>
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

export function Quote({ children }: { children: ReactNode }) {
  return (
    <p
      style={{
        margin: "0 0 16px",
        padding: "8px 16px",
        borderInlineStart: `3px solid ${colors.gold}`,
        fontStyle: "italic",
      }}
    >
      {children}
    </p>
  );
}

/** A sign-off whose lines are separated by "\n" in the catalogue. */
export function Signoff({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <p style={{ margin: "16px 0 0" }}>
      {lines.map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}
