import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/web/components/ui/dialog";

/** The spec's remove confirmation: 'Are you sure?', Cancel and a destructive Remove. */
export function RemoveConfirmDialog({
  open,
  onOpenChange,
  title,
  listName = "your watch list",
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** the title being removed */
  title: string;
  listName?: string;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Are you sure?" description={`${title} will be removed from ${listName}.`} size="sm">
        <DialogFooter className="mt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
