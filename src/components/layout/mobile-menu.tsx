"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import type { ResolvedGroup } from "./nav-types";

interface Props {
  groups: ResolvedGroup[];
  labels: { open: string; close: string; title: string };
  footer: React.ReactNode;
}

/** Phone menu: a full-height sheet (Radix Dialog: focus trap, Escape, scroll lock) with expandable sections. */
export function MobileMenu({ groups, labels, footer }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger data-menu-trigger className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden" aria-label={labels.open}>
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-full max-w-sm flex-col bg-ivory shadow-2xl" aria-describedby={undefined}>
          <div className="flex items-center justify-between border-b border-linen px-5 py-3">
            <Dialog.Title className="font-serif text-2xl">{labels.title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand" aria-label={labels.close}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav className="flex-1 overflow-y-auto px-5 py-2" onClick={(event) => (event.target as HTMLElement).closest("a") && setOpen(false)}>
            <ul className="divide-y divide-linen">
              {groups.map((group) => (
                <li key={group.key}>
                  {group.children.length > 0 ? (
                    <details className="group py-1">
                      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-lg [&::-webkit-details-marker]:hidden">
                        {group.label}
                        <span aria-hidden="true" className="text-gold-deep transition-transform group-open:rotate-45">+</span>
                      </summary>
                      <ul className="pb-2 ps-3">
                        {group.children.map((child) => (
                          <li key={child.href}>
                            <Link href={child.href} className="flex min-h-11 items-center text-stone hover:text-ink">
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
