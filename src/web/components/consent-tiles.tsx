import { CheckboxTile } from "@/web/components/checkbox-tile";

const linkClass = "font-medium text-accent underline underline-offset-2 hover:text-accent-hover";

/**
 * The age and terms boxes the entry dialog and the sign-up form both ask for. The Terms and Privacy
 * links open in a new tab, so whatever was typed stays as it is.
 */
export function ConsentTiles({
  idPrefix,
  minimumAge,
  termsVerb,
  adult,
  terms,
  onAdultChange,
  onTermsChange,
  className,
}: {
  idPrefix: string;
  minimumAge: number;
  /** how the terms line starts: "I agree to the" on sign-up, "I accept the" on entry */
  termsVerb: "agree to" | "accept";
  adult: boolean;
  terms: boolean;
  onAdultChange(checked: boolean): void;
  onTermsChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <CheckboxTile id={`${idPrefix}-age`} checked={adult} onCheckedChange={onAdultChange}>
        <span>I confirm that I am {minimumAge} years or older</span>
      </CheckboxTile>
      <CheckboxTile id={`${idPrefix}-terms`} checked={terms} onCheckedChange={onTermsChange}>
        {/* One span, so the words and links wrap as a sentence rather than as the tile's flex items. */}
        <span>
          I {termsVerb} the{" "}
          <a href="/terms" target="_blank" rel="noreferrer" className={linkClass}>
            Terms of Service
          </a>{" "}
          and{" "}
          <a href="/privacy" target="_blank" rel="noreferrer" className={linkClass}>
            Privacy Policy
          </a>
        </span>
      </CheckboxTile>
    </div>
  );
}
