import { Download } from "lucide-react";
import { Card } from "@/web/components/ui/card";
import { buttonVariants } from "@/web/components/ui/button";
import { companyProfile } from "@/web/content/contact";
import { cn } from "@/web/lib/cn";

/** The QR code and a plain link to the company profile PDF. */
export function CompanyProfileCard() {
  const { qr } = companyProfile;
  return (
    <Card className="p-5 sm:p-8">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:gap-5 sm:text-left">
        <img
          src={qr.src}
          width={qr.width}
          height={qr.height}
          alt={qr.alt}
          loading="lazy"
          decoding="async"
          className="size-28 shrink-0 rounded-lg border border-slate-200 bg-white p-1 sm:size-32"
        />
        <div>
          <h2 className="font-display text-xl font-bold text-brand-900">{companyProfile.heading}</h2>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{companyProfile.text}</p>
        </div>
      </div>
      <a
        href={companyProfile.href}
        download={companyProfile.fileName}
        className={cn(buttonVariants({ variant: "secondary", size: "md" }), "mt-5 w-full")}
      >
        <Download aria-hidden="true" />
        {companyProfile.linkLabel}
      </a>
      <p className="mt-2 text-center text-xs text-slate-500">{companyProfile.fileInfo}</p>
    </Card>
  );
}
