import { FileText } from "lucide-react";
import { referralTermsPdf } from "@/config/content-pages";

/** The referral terms as a real PDF file (docs/product/routes-and-languages.md: "A static PDF of the referral terms is linked"). */
export function ReferralTermsLink({ label, note }: { label: string; note: string }) {
  return (
    <p className="mt-10 flex flex-wrap items-center gap-3 rounded-2xl bg-night p-5 text-sm text-ivory/80">
      <FileText aria-hidden="true" className="size-5 text-gold-light" />
      <a href={referralTermsPdf} className="font-medium text-gold-light underline underline-offset-4 hover:text-ivory" data-testid="referral-terms-pdf">
        {label}
      </a>
      <span>{note}</span>
    </p>
  );
}
