import { type FormEvent, useState } from "react";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { useAuthDialog } from "@/web/kit/session/auth-dialog";
import { useSession } from "@/web/kit/session/session-provider";
import { notify } from "@/web/lib/toast";
import { entryProblem } from "../entry-rules";
import { EntryChoiceStep } from "./entry-choice-step";
import { EntryConsentStep } from "./entry-consent-step";

/**
 * The dialog Get Started opens: confirm age and terms, then sign in, sign up or continue as a
 * guest. Get Started stays aria-disabled until both boxes are ticked; pressing it anyway explains
 * what is missing with a toast (the age first).
 */
export function EntryDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [adult, setAdult] = useState(false);
  const [terms, setTerms] = useState(false);
  const [step, setStep] = useState<"consent" | "choose">("consent");
  const authDialog = useAuthDialog();
  const { setGuest } = useSession();

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
          <EntryConsentStep
            adult={adult}
            terms={terms}
            onAdultChange={setAdult}
            onTermsChange={setTerms}
            onSubmit={submitConsent}
          />
        ) : (
          <EntryChoiceStep
            onSignUp={() => openAuth("signup")}
            onSignIn={() => openAuth("signin")}
            onGuest={() => {
              setGuest(true);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
