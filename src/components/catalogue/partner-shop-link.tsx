import { ExternalLink } from "lucide-react";
import { brand } from "@/config/site";

/** The link to the partner's shop, in a new tab: its `label`, and `newTab` said to screen readers. */
export function PartnerShopLink({ label, newTab }: { label: string; newTab: string }) {
  return (
    <a
      href={brand.partnerShopUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-gold-deep hover:underline"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
