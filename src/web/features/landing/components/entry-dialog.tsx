import { ArrowRight, Ghost, LogIn, type LucideIcon, UserRoundPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { CheckboxTile } from "@/web/components/checkbox-tile";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { useAuthDialog } from "@/web/kit/session/auth-dialog";
import { useSession } from "@/web/kit/session/session-provider";
import { cn } from "@/web/lib/cn";
import { notify } from "@/web/lib/toast";
import { entryProblem, MINIMUM_AGE } from "../entry-rules";

/**
 * The pre-entry dialog (spec §2, §5): confirm age and terms, then sign in, sign up or continue as a
 * guest. Get Started stays aria-disabled until both boxes are ticked; pressing it anyway explains
 * what is missing with the spec's toast.
 */
export function EntryDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const [step, setStep] = useState<"consent" | "choose">("consent");
  const authDialog = useAuthDialog();
  const { setGuest } = useSession();
  const ids = useId();
  const ready = adult && terms;

  const submitConsent = (e: FormEvent) => {
    e.preventDefault();
    const problem = entryProblem({ adult, terms });
    if (problem) {
      notify.error(problem.title, problem.description);
      return;
    }
    setStep("choose");
  };

  const openAuth = (mode: "signin" | "signup") => {
    onOpenChange(false);
    authDialog.open(mode);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Step into Moodreel"
        description={
          step === "consent" ? "Two quick confirmations before the lights go down." : "How would you like to continue?"
        }
      >
        {step === "consent" ? (
          <form onSubmit={submitConsent} noValidate>
            <div className="space-y-3">
              <CheckboxTile id={`${ids}-age`} checked={adult} onCheckedChange={setAdult}>
                I confirm that I am {MINIMUM_AGE} years or older
              </CheckboxTile>
              <CheckboxTile id={`${ids}-terms`} checked={terms} onCheckedChange={setTerms}>
                I accept the{" "}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
                >
                  Terms of Service
                </a>{" "}
                and{" "}
                <a
                  href="/privacy"
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
                >
                  Privacy Policy
                </a>
              </CheckboxTile>
            </div>
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
        ) : (
          <div className="space-y-3">
            <ChoiceButton
              icon={UserRoundPlus}
              label="Sign Up"
              hint="Create a free account to save a watch list, rate titles and get mood picks."
              primary
              onClick={() => openAuth("signup")}
            />
            <ChoiceButton
              icon={LogIn}
              label="Sign In"
              hint="Welcome back: pick up where you left off."
              onClick={() => openAuth("signin")}
            />
            <ChoiceButton
              icon={Ghost}
              label="Continue as Guest"
              hint="Browse, search and filter the catalogue without an account."
              onClick={() => {
                setGuest(true);
                onOpenChange(false);
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChoiceButton({
  icon: Icon,
  label,
  hint,
  primary,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  primary?: boolean;
  onClick(): void;
}) {
  const id = useId();
  // The tile is clickable as a whole (the button's ::after covers it), while the button's name stays
  // its visible label and the hint is its description.
  return (
    <div
      className={cn(
        "group relative flex min-h-16 w-full items-center gap-4 rounded-[var(--radius-control)] border px-4 py-3 text-left transition-[background-color,border-color,transform] duration-150 ease-out active:scale-[0.99] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
        primary
          ? "border-accent bg-accent text-accent-fg hover:bg-accent-hover"
          : "border-border bg-surface-2 text-fg hover:border-border-strong hover:bg-surface-3",
      )}
    >
      <span
        className={cn(
          "inline-flex size-10 shrink-0 items-center justify-center rounded-full",
          primary ? "bg-black/10" : "bg-surface-3 text-fg-secondary group-hover:text-fg",
        )}
      >
        <Icon className="size-5" strokeWidth={1.75} aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onClick}
          aria-describedby={`${id}-hint`}
          className="block text-left text-base font-semibold outline-none after:absolute after:inset-0 after:rounded-[var(--radius-control)] after:content-[''] focus-visible:outline-none"
        >
          {label}
        </button>
        <span id={`${id}-hint`} className={cn("block text-sm", primary ? "text-accent-fg/80" : "text-fg-secondary")}>
          {hint}
        </span>
      </span>
      <ArrowRight
        className={cn(
          "size-4 shrink-0 transition-transform duration-150 group-hover:translate-x-0.5",
          primary ? "" : "text-fg-muted",
        )}
        strokeWidth={1.75}
        aria-hidden
      />
    </div>
  );
}
