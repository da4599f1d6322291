"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { ResolvedGroup } from "./nav-types";

interface Props {
  groups: ResolvedGroup[];
  label: string;
  dir: "ltr" | "rtl";
  tone?: "primary" | "quiet";
}

/** Desktop menu with keyboard-accessible dropdowns (Radix Navigation Menu). */
export function DesktopNav({ groups, label, dir, tone = "primary" }: Props) {
  const itemClass =
    tone === "primary"
      ? "inline-flex items-center gap-1 rounded px-3 py-2 text-[0.95rem] font-medium text-ink hover:text-gold-deep data-[state=open]:text-gold-deep"
      : "inline-flex items-center gap-1 rounded px-2.5 py-1.5 text-xs tracking-wide text-stone hover:text-ink data-[state=open]:text-ink";
  return (
    <NavigationMenu.Root aria-label={label} dir={dir} className="relative" delayDuration={80}>
      <NavigationMenu.List className="flex items-center">
        {groups.map((group) =>
          group.children.length > 0 ? (
            <NavigationMenu.Item key={group.key} className="relative">
              <NavigationMenu.Trigger className={itemClass}>
                {group.label}
                <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute start-0 top-full z-50 mt-2 min-w-60 rounded-lg border border-linen bg-white p-2 shadow-xl shadow-ink/5">
                <ul>
                  {group.children.map((child) => (
                    <li key={child.href}>
                      <NavigationMenu.Link asChild>
                        <Link href={child.href} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-sand focus-visible:bg-sand">
                          {child.label}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={group.key}>
              <NavigationMenu.Link asChild>
                <Link href={group.href} className={itemClass}>
                  {group.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
