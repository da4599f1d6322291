"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { startTransition, useId, useRef, useState } from "react";
import { afterNextPaint } from "@/components/ui/after-next-paint";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ResolvedGroup } from "./nav-types";

interface Props {
  groups: ResolvedGroup[];
  labels: { open: string; close: string; title: string };
  footer: React.ReactNode;
}

/**
 * Phone menu: a full-height sheet in the browser's own modal <dialog> (focus kept inside, Escape closes,
 * the page behind is inert), with expandable sections. Its links and switchers are rendered only while it is
 * open: a closed <dialog> shows nothing and opens only with script, so no page builds and hydrates its 190
 * elements on every load (issue 14); the same links are in the desktop navigation and the footer. The heading
 * and the close button are always there, so `showModal()` has a control to focus. A section's links are built when
 * that section is opened, and the backdrop is dimmed without a blur: a blur of the whole page behind was the costliest
 * paint of opening the menu on a phone (issue 44, interactions).
 *
 * A tap paints the sheet first and makes it modal just after (decision 277): `showModal()` makes the rest of the page
 * inert, and Chromium works out the style of every element of the page again for that, in the tap's own task (70–160 ms
 * of a 4× slowed phone's tap on the home page, against 20–40 ms for `show()`). So the tap opens the sheet with `show()`
 * (above the page, `z-50`), and after that paint it is closed and opened again with `showModal()` in one task, which
 * nothing paints between: focus kept inside, Escape, the page behind inert and the dimmed backdrop follow a frame later.
 */
export function MobileMenu({ groups, labels, footer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const titleId = useId();
  const close = () => dialog.current?.close();
  // The `close` event of the sheet's own close-then-showModal, which is not the visitor closing the menu.
  const becomingModal = useRef(false);
  // Opening needs script: disabled until hydrated, so an early tap is not lost.
  const hydrated = useHydrated();

  return (
    <>
      <button
        type="button"
        data-menu-trigger
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={labels.open}
        onClick={() => {
          const sheet = dialog.current;
          if (!sheet || sheet.open) return;
          sheet.show();
          // The sheet and its heading are painted at once; its sections are built just after, and the sheet made modal
          // after that paint (issue 44: opening the menu; decision 277).
          startTransition(() => setOpen(true));
          afterNextPaint(() => {
            if (!sheet.open || sheet.matches(":modal")) return;
            becomingModal.current = true;
            sheet.close();
            sheet.showModal();
          });
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          if (becomingModal.current) {
            becomingModal.current = false;
            return;
          }
          setOpen(false);
          setExpanded([]);
        }}
        // A press on the dimmed backdrop (the dialog element itself, outside the sheet) closes it.
        onClick={(event) => {
          if (event.target === dialog.current || (event.target as HTMLElement).closest("a")) close();
        }}
        className="fixed inset-y-0 end-0 start-auto z-50 m-0 h-dvh max-h-dvh w-full max-w-sm bg-ivory p-0 text-ink shadow-2xl backdrop:bg-night/50 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-linen px-5 py-3">
          <h2 id={titleId} className="font-serif text-2xl">
            {labels.title}
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
            aria-label={labels.close}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {open && (
          <>
            <nav aria-labelledby={titleId} className="flex-1 overflow-y-auto px-5 py-2">
              <ul className="divide-y divide-linen">
                {groups.map((group) => (
                  <li key={group.key}>
                    {group.children.length > 0 ? (
                      <details
                        className="group py-1"
                        onToggle={(event) => {
                          const opened = event.currentTarget.open;
                          setExpanded((keys) => (opened ? [...keys, group.key] : keys.filter((k) => k !== group.key)));
                        }}
                      >
                        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-lg [&::-webkit-details-marker]:hidden">
                          {group.label}
                          <span aria-hidden="true" className="text-gold-deep transition-transform group-open:rotate-45">
                            +
                          </span>
                        </summary>
                        {/* A section's links are built when it is opened: opening the menu builds its headings only. */}
                        {expanded.includes(group.key) && (
                          <ul className="pb-2 ps-3">
                            {group.children.map((child) => (
                              <li key={child.href}>
                                <Link
                                  href={child.href}
                                  prefetch={false}
                                  className="flex min-h-11 items-center text-stone hover:text-ink"
                                >
                                  {child.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </details>
                    ) : (
                      <Link href={group.href} className="flex min-h-14 items-center text-lg">
                        {group.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-linen px-5 py-4">{footer}</div>
          </>
        )}
      </dialog>
    </>
  );
}
