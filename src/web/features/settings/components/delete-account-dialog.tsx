import { CircleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Field, PasswordField } from "@/web/components/form-fields";
import { AlertDialogCancel, AlertDialogContent } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api";
import { useDeleteAccount } from "../api/delete-account";

/** The word typed to confirm: a deliberate act, unlike a click that slipped. */
export const CONFIRM_WORD = "DELETE";

/**
 * The inside of the delete-account alert dialog: the password again, the typed confirmation, and
 * the server's answer when it refuses (a wrong password, too many tries).
 */
export function DeleteAccountDialog() {
  const ids = { password: useId(), confirm: useId(), error: useId() };
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const error = remove.error;
  const wrongPassword = error instanceof ApiError && error.field === "password";
  const ready = password !== "" && typed.trim() === CONFIRM_WORD && !remove.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) remove.mutate(password);
  };

  return (
    <AlertDialogContent
      title="Delete your account?"
      description="Your account and everything in it go for good: ratings, lists, watched titles, hidden titles, recommendation history and feedback. Download your data first if you want a copy."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <PasswordField
          id={ids.password}
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={wrongPassword || undefined}
          aria-describedby={error ? ids.error : undefined}
          disabled={remove.isPending}
          required
        />
        <Field
          id={ids.confirm}
          label={
            <>
              Type <span className="font-semibold text-fg">{CONFIRM_WORD}</span> to confirm
            </>
          }
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={remove.isPending}
          required
        />
        {error ? (
          <p id={ids.error} role="alert" className="flex items-start gap-2 text-sm text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden />
            {error.message}
          </p>
        ) : null}
        <DialogFooter className="mt-2">
          <AlertDialogCancel asChild>
            <Button variant="ghost" disabled={remove.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button type="submit" variant="danger" disabled={!ready}>
            {remove.isPending ? "Deleting..." : "Delete account"}
          </Button>
        </DialogFooter>
      </form>
    </AlertDialogContent>
  );
}
