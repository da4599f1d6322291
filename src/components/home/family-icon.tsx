import { Droplets, FlaskConical, Flower2, Leaf, Microscope, Syringe, type LucideIcon } from "lucide-react";
import type { Family } from "@/server/catalogue/get-family-prices";

const icons: Record<Family, LucideIcon> = {
  infusion: Droplets,
  injection: Syringe,
  blood: FlaskConical,
  spa: Flower2,
  diagnostics: Microscope,
  detox: Leaf,
};

export function FamilyIcon({ family, className }: { family: Family; className?: string }) {
  const Icon = icons[family];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.4} />;
}
