import { LogIn, UserRoundPlus } from "lucide-react";
import { useRef, useState } from "react";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import type { AuthMode } from "@/web/kit/session/auth-dialog";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type { AuthMode };

/** 'Welcome to Moodreel': Sign In and Sign Up tabs; opens in either mode, closes on login. */
export function AuthDialog({
  open,
  mode,
  onModeChange,
  onOpenChange,
  onSignedIn,
  onNeedsVerification,
}: {
  open: boolean;
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  onOpenChange(open: boolean): void;
  onSignedIn(): void;
  /** After sign-up, or a sign-in of an unconfirmed account: verify this address. */
  onNeedsVerification(email: string): void;
}) {
  const [email, setEmail] = useState("");
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        // Start in the first field of the open tab rather than on the close button.
        onOpenAutoFocus={(e) => {
          const first = content.current?.querySelector<HTMLInputElement>("[role=tabpanel] input");
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
        title="Welcome to Moodreel"
        description={
          mode === "signin"
            ? "Sign in to get picks for your mood and keep your lists."
            : "Create a free account: it takes a minute."
        }
        size={mode === "signup" ? "lg" : "md"}
      >
        <Tabs value={mode} onValueChange={(v) => onModeChange(v as AuthMode)}>
          <TabsList className="grid w-full grid-cols-2" aria-label="Sign in or sign up">
            <TabsTrigger value="signin" className="h-11 justify-center">
              <LogIn strokeWidth={1.75} aria-hidden />
              Sign In
            </TabsTrigger>
            <TabsTrigger value="signup" className="h-11 justify-center">
              <UserRoundPlus strokeWidth={1.75} aria-hidden />
              Sign Up
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-5">
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onSignedIn={onSignedIn}
              onNeedsVerification={onNeedsVerification}
              onSwitchToSignUp={() => onModeChange("signup")}
            />
          </TabsContent>
          <TabsContent value="signup" className="mt-5">
            <SignUpForm
              email={email}
              onEmailChange={setEmail}
              onSignedUp={onNeedsVerification}
              onSwitchToSignIn={() => onModeChange("signin")}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
