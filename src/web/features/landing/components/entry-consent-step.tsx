import { ArrowRight } from "lucide-react";
import { type FormEvent, useId } from "react";
import { ConsentTiles } from "@/web/components/consent-tiles";
import { Button } from "@/web/components/ui/button";
import { MINIMUM_AGE } from "../entry-rules";

/**
 * The entry dialog's first step: the age and terms boxes and Get Started. The button is only
 * aria-disabled, so pressing it early still submits and the dialog can say what is missing.
 */
export function EntryConsentStep({
  adult,
  terms,
  onAdultChange,
  onTermsChange,
  onSubmit,
}: {
  adult: boolean;
  terms: boolean;
  onAdultChange(checked: boolean): void;
  onTermsChange(checked: boolean): void;
  onSubmit(e: FormEvent): void;
}) {
  const ids = useId();
  const ready = adult && terms;
  return (
    <form onSubmit={onSubmit} noValidate>
      <ConsentTiles
        className="space-y-3"
        idPrefix={ids}
        minimumAge={MINIMUM_AGE}
        termsVerb="accept"
        adult={adult}
        terms={terms}
        onAdultChange={onAdultChange}
        onTermsChange={onTermsChange}
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-fg-muted" aria-live="polite">
          {ready ? "All set, let's go." : "Tick both boxes to continue."}
        </p>
        <Button
          type="submit"
          size="lg"
          aria-disabled={!ready}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:active:scale-100"
        >
          Get Started
          <ArrowRight strokeWidth={1.75} />
        </Button>
      </div>
    </form>
  );
}
