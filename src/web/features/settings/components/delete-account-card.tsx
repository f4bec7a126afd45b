import { Trash2 } from "lucide-react";
import { useState } from "react";
import { AlertDialog, AlertDialogTrigger } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsCard } from "./settings-card";

/** Settings › Your data › Delete account: the button, and the dialog that asks before it happens. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title="Delete account"
      description="Delete your account and all its data for good. This can't be undone."
      tone="danger"
    >
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <Button variant="danger">
            <Trash2 strokeWidth={1.75} aria-hidden />
            Delete my account
          </Button>
        </AlertDialogTrigger>
        {/* Mounted only while open, so a closed dialog forgets what was typed into it. */}
        {open ? <DeleteAccountDialog /> : null}
      </AlertDialog>
    </SettingsCard>
  );
}
